// Per-connection limits on WebSocket messages, judged before Colyseus decodes a frame: a token
// bucket (sustained rate plus a burst), a size limit, and a disconnect on sustained abuse. It is
// synchronous and allocation-free on purpose: under a flood of 10,000 frames a second, the cheapest
// possible refusal is what keeps the other rooms of the process served.

export interface MessageLimits {
  /** Largest frame accepted, in bytes. */
  maxBytes: number;
  /** Sustained messages per second. */
  perSecond: number;
  /** Messages that may arrive at once above the sustained rate. */
  burst: number;
  /** Refused messages in a row after which the connection is closed. */
  abuseAfter: number;
}

/**
 * `ok`: handle it. `too_large`: refuse with message_too_large. `rate_limited`: the first refusal of
 * a run, answered with rate_limited. `dropped`: a later refusal of the same run, dropped silently
 * (answering each would let a flood amplify itself). `abuse`: close the connection.
 */
export type Verdict = 'ok' | 'too_large' | 'rate_limited' | 'dropped' | 'abuse';

export class MessageBudget {
  private tokens: number;
  private last: number;
  private refusedInRow = 0;

  constructor(
    private readonly limits: MessageLimits,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = limits.burst;
    this.last = now();
  }

  judge(bytes: number): Verdict {
    const t = this.now();
    this.tokens = Math.min(this.limits.burst, this.tokens + ((t - this.last) / 1000) * this.limits.perSecond);
    this.last = t;
    if (this.tokens < 1) {
      this.refusedInRow += 1;
      if (this.refusedInRow >= this.limits.abuseAfter) return 'abuse';
      return this.refusedInRow === 1 ? 'rate_limited' : 'dropped';
    }
    this.tokens -= 1;
    this.refusedInRow = 0;
    return bytes > this.limits.maxBytes ? 'too_large' : 'ok';
  }
}
