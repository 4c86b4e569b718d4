import Database from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { afterEach, describe, expect, it, vi } from "vitest";
import { keepingStatements } from "./kept-statements";

interface Tables {
  films: { id: number; title: string };
}

describe("the app database's kept statements", () => {
  const connection = new Database(":memory:");
  afterEach(() => connection.exec("DROP TABLE IF EXISTS films"));

  it("prepare each query's SQL once, and answer each run with its own parameters", async () => {
    connection.exec("CREATE TABLE films (id INTEGER PRIMARY KEY, title TEXT NOT NULL)");
    const prepare = vi.spyOn(connection, "prepare");
    const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: keepingStatements(connection) }) });
    await db.insertInto("films").values({ id: 1, title: "Heat" }).execute();
    await db.insertInto("films").values({ id: 2, title: "Ran" }).execute();
    const titleOf = async (id: number) => (await db.selectFrom("films").select("title").where("id", "=", id).executeTakeFirst())?.title;
    expect([await titleOf(1), await titleOf(2), await titleOf(3)]).toEqual(["Heat", "Ran", undefined]);
    expect(prepare).toHaveBeenCalledTimes(2);
    prepare.mockRestore();
  });

  it("still answer right after the table they read has changed its columns", async () => {
    connection.exec("CREATE TABLE films (id INTEGER PRIMARY KEY, title TEXT NOT NULL)");
    const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: keepingStatements(connection) }) });
    await db.insertInto("films").values({ id: 1, title: "Heat" }).execute();
    const all = () => db.selectFrom("films").selectAll().execute();
    expect(await all()).toEqual([{ id: 1, title: "Heat" }]);
    connection.exec("ALTER TABLE films ADD COLUMN year INTEGER");
    connection.exec("UPDATE films SET year = 1995");
    expect(await all()).toEqual([{ id: 1, title: "Heat", year: 1995 }]);
  });
});
