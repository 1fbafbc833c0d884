import type { Compilable, CompiledQuery } from 'kysely';
import { prepared } from './prepared-statements';

/**
 * Compiles a query once per shape and reruns its SQL with new values. Building and compiling
 * a Kysely query took twice the CPU that SQLite spent running the job page's join (profiled
 * under bench:api), so the hottest reads compile once.
 *
 * `build(values)` must make a query whose parameters are exactly `values`, in order; that is
 * checked whenever a shape is compiled, so a filter added later fails loudly instead of
 * running with shifted parameters. A shape is what changes the SQL: by default the number of
 * values (the length of an `IN` list). On PostgreSQL each shape (of up to 64 values) is also a
 * prepared statement (prepared-statements.ts), planned once per connection, not at every run.
 */
export class CompiledShapes<V, R> {
  private readonly shapes = new Map<number, CompiledQuery<R>>();

  constructor(
    private readonly build: (values: readonly V[]) => Compilable<R>,
    private readonly maxShapes = 100,
  ) {}

  query(values: readonly V[]): CompiledQuery<R> {
    const compiled = this.shapes.get(values.length);
    if (compiled) return { ...compiled, parameters: values };
    const fresh = this.build(values).compile();
    if (fresh.parameters.length !== values.length || fresh.parameters.some((parameter, i) => parameter !== values[i])) {
      throw new Error(`A compiled shape must take exactly its values as parameters; got ${JSON.stringify(fresh.parameters)}`);
    }
    if (this.shapes.size < this.maxShapes) this.shapes.set(values.length, prepared(fresh));
    return fresh;
  }
}
