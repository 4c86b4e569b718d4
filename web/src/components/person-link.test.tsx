import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { provideRuntimeConfig } from "../lib/runtime-config";
import { PersonLink } from "./person-link";

beforeEach(() => provideRuntimeConfig({ tmdbBaseUrl: "/3", tmdbApiKey: "key", imageBaseUrl: "/t/p/", clerkPublishableKey: null, listsAvailable: false, confirmsEmail: false, ssoName: null }));

const hanks = { id: 31, name: "Tom Hanks", profile_path: "/hanks.jpg" };

function portrait(eager?: boolean) {
  const { container } = render(
    <MemoryRouter>
      <PersonLink person={hanks} detail="Acting" eager={eager} />
    </MemoryRouter>,
  );
  const img = container.querySelector("img")!;
  return { waits: img.loading === "lazy", priority: img.getAttribute("fetchpriority") };
}

describe("a person's card", () => {
  it("on a page's first screen, loads its portrait with the page, after the page's larger pictures", () => {
    expect(portrait(true)).toEqual({ waits: false, priority: "low" });
  });

  it("elsewhere, lets its portrait wait to come near the screen", () => {
    expect(portrait()).toEqual({ waits: true, priority: null });
  });
});
