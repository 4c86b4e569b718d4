import { AsyncLocalStorage } from "node:async_hooks";
import type { CompiledQuery, DatabaseConnection, DatabaseIntrospector, Dialect, DialectAdapter, Driver, Kysely, QueryCompiler, QueryResult, TransactionSettings } from "kysely";
import { storageFailureOf, type StorageFailure } from "./storage-failure";

/**
 * Notices the storage failing under a request to the auth service or the lists. better-auth turns
 * a failed write into an answer of its own — an empty 500, or "Failed to create user" — that does
 * not say the storage is at fault, so every statement it and the lists run goes through here, and
 * a storage failure (a full disk, PostgreSQL gone) is noted on the request it happened in
 * (AsyncLocalStorage follows the request through its awaits, so parallel requests do not see each
 * other's failures).
 */
const current = new AsyncLocalStorage<{ failure?: StorageFailure }>();

function note(error: unknown): void {
  const failure = storageFailureOf(error);
  const record = current.getStore();
  if (failure && record && !record.failure) record.failure = failure;
}

async function watched<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    note(error);
    throw error;
  }
}

async function* watchedStream<R>(stream: AsyncIterableIterator<QueryResult<R>>): AsyncIterableIterator<QueryResult<R>> {
  try {
    yield* stream;
  } catch (error) {
    note(error);
    throw error;
  }
}

/**
 * A Kysely driver whose every step — taking a connection from the pool, a statement, a
 * transaction's begin, commit or rollback — is watched. The driver underneath is handed its own
 * connections back (PostgreSQL's releases them through a private method).
 */
class WatchedDriver implements Driver {
  private readonly inners = new WeakMap<DatabaseConnection, DatabaseConnection>();
  readonly savepoint?: Driver["savepoint"];
  readonly rollbackToSavepoint?: Driver["rollbackToSavepoint"];
  readonly releaseSavepoint?: Driver["releaseSavepoint"];

  constructor(private readonly inner: Driver) {
    // Kysely asks whether a driver has savepoints before using them: these are there only when the driver's are.
    if (inner.savepoint) this.savepoint = (connection, name, compile) => watched(() => inner.savepoint!(this.innerOf(connection), name, compile));
    if (inner.rollbackToSavepoint) this.rollbackToSavepoint = (connection, name, compile) => watched(() => inner.rollbackToSavepoint!(this.innerOf(connection), name, compile));
    if (inner.releaseSavepoint) this.releaseSavepoint = (connection, name, compile) => watched(() => inner.releaseSavepoint!(this.innerOf(connection), name, compile));
  }

  private innerOf(connection: DatabaseConnection): DatabaseConnection {
    return this.inners.get(connection) ?? connection;
  }

  init(): Promise<void> {
    return watched(() => this.inner.init());
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await watched(() => this.inner.acquireConnection());
    const outer: DatabaseConnection = {
      executeQuery: <R>(query: CompiledQuery) => watched(() => connection.executeQuery<R>(query)),
      streamQuery: <R>(query: CompiledQuery, chunkSize?: number) => watchedStream(connection.streamQuery<R>(query, chunkSize)),
    };
    this.inners.set(outer, connection);
    return outer;
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return watched(() => this.inner.beginTransaction(this.innerOf(connection), settings));
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return watched(() => this.inner.commitTransaction(this.innerOf(connection)));
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return watched(() => this.inner.rollbackTransaction(this.innerOf(connection)));
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(this.innerOf(connection));
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** The dialect as Kysely (and so better-auth) uses it, with every statement watched. */
export function watchedDialect(dialect: Dialect): Dialect {
  return {
    createDriver: () => new WatchedDriver(dialect.createDriver()),
    createQueryCompiler: (): QueryCompiler => dialect.createQueryCompiler(),
    createAdapter: (): DialectAdapter => dialect.createAdapter(),
    createIntrospector: (db: Kysely<unknown>): DatabaseIntrospector => dialect.createIntrospector(db),
  };
}

/** Runs one request, and says whether the storage failed under it. */
export async function watchingStorage(run: () => Promise<void>): Promise<StorageFailure | undefined> {
  const record: { failure?: StorageFailure } = {};
  await current.run(record, run);
  return record.failure;
}

/** The storage failure noted so far on the request running now, if any (for its log lines). */
export function storageFailureSoFar(): StorageFailure | undefined {
  return current.getStore()?.failure;
}
