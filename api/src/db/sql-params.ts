/**
 * The parameters of one statement built from several modules' pieces (a claim's one statement, issue 9): each
 * piece adds its values and writes the placeholder it is given, so pieces compose without counting `$n`.
 */
export class SqlParams {
  readonly values: unknown[] = [];

  /** `$n` (with `::cast` when given) for value, added as the next parameter. */
  add(value: unknown, cast?: string): string {
    this.values.push(value);
    return cast ? `$${this.values.length}::${cast}` : `$${this.values.length}`;
  }
}
