import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CalendarAnswer, CalendarFeedAnswer } from "../../../common/calendar";
import { personOn, startAppOnDatabase, type AppOnDatabase, type Person } from "../test-support/app-on-database";
import { DATABASE_KINDS } from "../test-support/test-database";

/** Films of the fixture catalog: two with release dates, one without. */
const films = [
  { id: 597, title: "Titanic", year: "1997" },
  { id: 238, title: "The Godfather", year: "1972" },
  { id: 99001, title: "Untitled Short", year: "" },
];

describe.each(DATABASE_KINDS)("the release calendar (/api/me/calendar, /api/calendar/{secret}.ics), on %s", (kind) => {
  let app: AppOnDatabase;
  let ada: Person;
  beforeAll(async () => {
    app = await startAppOnDatabase(kind);
    ada = await personOn(app, "Ada");
    for (const film of films) expect((await ada("PUT", `/lists/watchlist/${film.id}`, { title: film.title, year: film.year, poster_path: null })).status).toBe(200);
  });
  afterAll(() => app.close());

  const calendar = async (person = ada) => (await (await person("GET", "/calendar")).json()) as CalendarAnswer;
  const feed = (path: string) => fetch(`${app.url}${path}`);

  it("lists the watchlist's release dates, the earliest first, and counts the films without one", async () => {
    expect(await calendar()).toEqual({
      releases: [
        { movie_id: 238, title: "The Godfather", poster_path: null, release_date: "1972-03-14" },
        { movie_id: 597, title: "Titanic", poster_path: null, release_date: "1997-11-18" },
      ],
      undated: 1,
      feed_path: null,
    });
  });

  it("gives a private feed calendar apps read without a sign-in, which follows the watchlist", async () => {
    const made = (await (await ada("PUT", "/calendar/feed")).json()) as CalendarFeedAnswer;
    expect(made).toEqual({ feed_path: expect.stringMatching(/^\/api\/calendar\//) as unknown });
    expect(made.feed_path).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(((await (await ada("PUT", "/calendar/feed")).json()) as CalendarFeedAnswer).feed_path).toBe(made.feed_path);
    const read = await feed(made.feed_path!);
    expect(read.status).toBe(200);
    expect(read.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    const text = (await read.text()).replaceAll("\r\n ", "");
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text).toContain("DTSTART;VALUE=DATE:19971118\r\n");
    expect(text).toContain(`URL;VALUE=URI:${app.url}/movie/597\r\n`);

    await ada("DELETE", "/lists/watchlist/597");
    expect(((await (await feed(made.feed_path!)).text()).match(/BEGIN:VEVENT/g) ?? []).length).toBe(1);
  });

  it("answers 404 at an address replaced, removed, or never made, and the feed goes with the account", async () => {
    const bob = await personOn(app, "Bob");
    const first = ((await (await bob("PUT", "/calendar/feed")).json()) as CalendarFeedAnswer).feed_path!;
    const second = ((await (await bob("POST", "/calendar/feed/new-address")).json()) as CalendarFeedAnswer).feed_path!;
    expect(second).not.toBe(first);
    expect((await feed(first)).status).toBe(404);
    expect((await feed(second)).status).toBe(200);
    expect((await bob("DELETE", "/calendar/feed")).status).toBe(204);
    expect((await feed(second)).status).toBe(404);
    expect((await bob("DELETE", "/calendar/feed")).status).toBe(404);
    expect((await bob("POST", "/calendar/feed/new-address")).status).toBe(404);
    expect((await feed("/api/calendar/not-a-feed.ics")).status).toBe(404);

    const third = ((await (await bob("PUT", "/calendar/feed")).json()) as CalendarFeedAnswer).feed_path!;
    await app.services.lists.forgetPerson(bob.userId);
    expect((await feed(third)).status).toBe(404);
  });
});
