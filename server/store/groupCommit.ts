// Group commit: the appends of every room that arrive in one turn of the event loop are written by
// one statement, instead of one statement each. Each append still resolves only once that statement
// is done (committed: a single statement is its own transaction), so an action is answered only once
// stored, as before; an item the statement did not write (not the next action of a game being
// played) fails its own append alone, while a statement that fails (the store's outage, a full
// disk) fails every append in it, none of which was written. A statement whose answer is lost
// holds up only its own appends, which the room then settles by asking the store; later batches
// do not wait for it.

interface Waiting<T> {
  item: T;
  resolve(written: boolean): void;
  reject(err: unknown): void;
}

export class GroupCommit<T> {
  private waiting: Waiting<T>[] = [];
  private scheduled = false;

  /** `write` stores a batch in one statement and says, item by item, whether it wrote it. */
  constructor(private readonly write: (items: T[]) => Promise<boolean[]>) {}

  /** Resolves with whether the item was written, once its batch's statement is done. */
  add(item: T): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    this.scheduled = false;
    const batch = this.waiting;
    this.waiting = [];
    try {
      const written = await this.write(batch.map((w) => w.item));
      batch.forEach((w, i) => w.resolve(written[i] === true));
    } catch (e) {
      for (const w of batch) w.reject(e);
    }
  }
}
