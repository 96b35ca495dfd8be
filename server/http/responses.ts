// Answers the HTTP guard gives by itself, and request bodies read under a limit.
import type http from 'node:http';
import type { ErrorRequestHandler } from 'express';

/**
 * Answers `status` with {code, message} and closes the connection. Whoever else was going to answer
 * this request (express's final handler waits for the body to end before it writes its 404) finds
 * the response closed: writing a second answer threw ERR_HTTP_HEADERS_SENT outside any handler and
 * ended the process.
 */
export function refuse(req: http.IncomingMessage, res: http.ServerResponse, status: number, code: string, message: string): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, { 'Content-Type': 'application/json', Connection: 'close' });
  res.end(JSON.stringify({ code, message }), () => req.destroy());
  answeredOnce(res);
}

/** Later writes to this response do nothing (the first answer stands). */
function answeredOnce(res: http.ServerResponse): void {
  const ignore = function (this: http.ServerResponse) {
    return this;
  };
  res.setHeader = ignore as never;
  res.writeHead = ignore as never;
  res.removeHeader = ignore as never;
  res.write = (() => false) as never;
  res.end = ignore as never;
}

/**
 * Counts streamed bytes (chunked bodies have no Content-Length) and refuses the request past `max`.
 * It counts what the HTTP parser pushes into the request, without reading it: a 'data' listener
 * here would set the body flowing before its reader (a body parser after an await) is there.
 */
export function limitBody(req: http.IncomingMessage, res: http.ServerResponse, max: number): void {
  let received = 0;
  const push = req.push;
  req.push = function (chunk: unknown, encoding?: BufferEncoding) {
    if (chunk !== null && chunk !== undefined) received += (chunk as Buffer).length;
    if (received <= max) return push.call(this, chunk, encoding);
    tooLarge(req, res, max);
    return false;
  };
}

/** The whole body, or null once the request was refused (over `max`) or cut off by the client. */
export function readBody(req: http.IncomingMessage, res: http.ServerResponse, max: number): Promise<Buffer | null> {
  limitBody(req, res, max); // past `max` nothing more is pushed and the request is destroyed: 'close', no 'end'
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('close', () => resolve(null)); // after 'end' this changes nothing
    req.on('error', () => resolve(null));
  });
}

export function tooLarge(req: http.IncomingMessage, res: http.ServerResponse, max: number): void {
  refuse(req, res, 413, 'body_too_large', `request bodies are limited to ${max} bytes`);
}

/** A JSON body that does not parse, or is too large, says so (the app's own handler says only
 * "refused"); any other error goes on to it. For routers that read JSON bodies. */
export function jsonBodyErrors(maxBodyBytes: number): ErrorRequestHandler {
  return (err, _req, res, next) => {
    const type = (err as { type?: string })?.type;
    if (type === 'entity.parse.failed') return void res.status(400).json({ code: 'bad_json', message: 'the request body is not valid JSON' });
    if (type === 'entity.too.large')
      return void res.status(413).json({ code: 'body_too_large', message: `request bodies are limited to ${maxBodyBytes} bytes` });
    next(err);
  };
}
