// Conditions the operator has been told about and that are not over yet, shared by every process
// through the database: the first process to claim a key sends the alert, the one that clears it
// sends the all-clear, and the others stay quiet.
import type { Clock } from '../../clock.js';
import type { AlertMarkQueries } from '../../store/queries/alert-marks.js';

export class AlertMarks {
  constructor(
    private readonly marks: AlertMarkQueries,
    private readonly clock: Clock,
  ) {}

  /** True for the one caller that opens the mark; false while it is open already. */
  async claim(key: string): Promise<boolean> {
    return this.marks.open(key, this.clock.now());
  }

  /** Closes the mark; returns when it was opened, for the one caller that closed it, else null. */
  async clear(key: string): Promise<number | null> {
    return this.marks.close(key);
  }
}
