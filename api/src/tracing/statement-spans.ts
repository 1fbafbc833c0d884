import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { ATTR_DB_COLLECTION_NAME, ATTR_DB_OPERATION_NAME, ATTR_DB_QUERY_TEXT, ATTR_DB_SYSTEM_NAME } from '@opentelemetry/semantic-conventions';
import { AliasNode, TableNode, type CompiledQuery, type LogEvent, type OperationNode } from 'kysely';

const tracer = trace.getTracer('portal-api/sql');

export type DatabaseSystem = 'sqlite' | 'postgresql';

const tableName = (node: OperationNode | undefined): string | undefined =>
  node && TableNode.is(node) ? node.table.identifier.name : node && AliasNode.is(node) ? tableName(node.node) : undefined;

/** What the statement does to which table, read from Kysely's query tree: bounded names, never values. */
function summary({ query, sql }: CompiledQuery): { operation: string; table: string | undefined } {
  switch (query.kind) {
    case 'SelectQueryNode':
      return { operation: 'SELECT', table: tableName(query.from?.froms[0]) };
    case 'DeleteQueryNode':
      return { operation: 'DELETE', table: tableName(query.from.froms[0]) };
    case 'InsertQueryNode':
      return { operation: 'INSERT', table: tableName(query.into) };
    case 'MergeQueryNode':
      return { operation: 'MERGE', table: tableName(query.into) };
    case 'UpdateQueryNode':
      return { operation: 'UPDATE', table: tableName(query.table) };
    default:
      // Raw SQL and schema changes: their first word (BEGIN, COMMIT, WITH, CREATE).
      return { operation: /^\s*([a-z]+)/i.exec(sql)?.[1]?.toUpperCase() ?? 'SQL', table: undefined };
  }
}

/**
 * Kysely's log hook as a span per SQL statement, on either engine: named by what it does
 * (`SELECT jobs`), with the SQL text and never its parameters (what users typed: emails, search
 * words). Kysely calls it when the statement has finished, in the context it ran in, so the span
 * is written then, back-dated by the time Kysely measured. Only statements inside a trace get
 * one: the mail and task workers poll once a second each, and each poll would be a trace.
 */
export function statementSpans(system: DatabaseSystem): (event: LogEvent) => void {
  return (event) => {
    const parent = context.active();
    if (!trace.getSpan(parent)) return;
    const { operation, table } = summary(event.query);
    const endTime = performance.timeOrigin + performance.now();
    const span = tracer.startSpan(
      table ? `${operation} ${table}` : operation,
      {
        kind: SpanKind.CLIENT,
        startTime: endTime - event.queryDurationMillis,
        attributes: {
          [ATTR_DB_SYSTEM_NAME]: system,
          [ATTR_DB_QUERY_TEXT]: event.query.sql,
          [ATTR_DB_OPERATION_NAME]: operation,
          ...(table && { [ATTR_DB_COLLECTION_NAME]: table }),
          // The names before the stable conventions, which many backends still read.
          'db.system': system,
          'db.statement': event.query.sql,
        },
      },
      parent,
    );
    if (event.level === 'error') span.setStatus({ code: SpanStatusCode.ERROR, message: event.error instanceof Error ? event.error.message : String(event.error) });
    span.end(endTime);
  };
}
