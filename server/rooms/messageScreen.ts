// Every frame a connection sends meets its budget before Colyseus decodes it (messageBudget.ts):
// too large or too fast is refused with a reason, and a connection that keeps flooding is closed.
import type { Client } from '@colyseus/core';
import { CLOSE_ABUSE, ErrorCode } from '../../shared/protocol.js';
import * as metrics from '../metrics.js';
import { MessageBudget } from './messageBudget.js';
import type { RoomCore, RoomTypes } from './roomCore.js';

export class MessageScreen<T extends RoomTypes> {
  /** Per-connection message budgets, by sessionId. */
  private readonly budgets = new Map<string, MessageBudget>();

  constructor(private readonly core: RoomCore<T>) {}

  /** Whether the frame goes on to be decoded. */
  admits(client: Client, bytes: number): boolean {
    const { core } = this;
    const limits = core.services.settings.messages;
    let budget = this.budgets.get(client.sessionId);
    if (!budget) this.budgets.set(client.sessionId, (budget = new MessageBudget(limits)));
    switch (budget.judge(bytes)) {
      case 'ok':
        return true;
      case 'too_large':
        core.reject(client, ErrorCode.messageTooLarge, `messages are limited to ${limits.maxBytes} bytes`);
        return false;
      case 'rate_limited':
        metrics.messageRateLimited();
        core.reject(client, ErrorCode.rateLimited, 'too many messages: slow down');
        return false;
      case 'dropped':
        metrics.messageRateLimited();
        return false;
      case 'abuse':
        core.logger.warn({ event: 'abuse', sessionId: client.sessionId }, 'closing a connection that keeps flooding');
        this.budgets.delete(client.sessionId);
        client.leave(CLOSE_ABUSE, 'too many messages');
        return false;
    }
  }

  forget(sessionId: string): void {
    this.budgets.delete(sessionId);
  }
}
