import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { YourRating } from "./your-lists-rating";

/** The rating as a film's page holds it: each choice shown at once; what the control asked for is recorded. */
function ratedFilm(initial: number | null) {
  const chosen: number[] = [];
  const settle = vi.fn();
  const clear = vi.fn();
  function Page() {
    const [rating, setRating] = useState(initial);
    return (
      <>
        <YourRating
          rating={rating}
          choose={(stars) => {
            chosen.push(stars);
            setRating(stars);
          }}
          settle={settle}
          clear={() => {
            clear();
            setRating(null);
          }}
        />
        <button type="button">Mark as seen</button>
      </>
    );
  }
  render(<Page />);
  return { chosen, settle, clear, checked: () => screen.queryByRole("radio", { checked: true })?.getAttribute("value") ?? null };
}

describe("a film's rating on its page", () => {
  it("is a radio group named 'Your rating' of ten half stars, each named in stars and out of 10, with the rating checked and shown", () => {
    ratedFilm(3.5);
    const group = screen.getByRole("radiogroup", { name: "Your rating" });
    const names = ["0.5 stars (1/10)", "1 star (2/10)", "1.5 stars (3/10)", "2 stars (4/10)", "2.5 stars (5/10)", "3 stars (6/10)", "3.5 stars (7/10)", "4 stars (8/10)", "4.5 stars (9/10)", "5 stars (10/10)"];
    expect(screen.getAllByRole("radio")).toEqual(names.map((name) => within(group).getByRole("radio", { name })));
    expect(screen.getByRole("radio", { name: "3.5 stars (7/10)" })).toHaveProperty("checked", true);
    expect(screen.getByText("3.5 stars (7/10)", { selector: ".your-rating__score" })).toBeTruthy();
  });

  it("moves a step with each arrow key, and to either end with Home and End, showing each at once", async () => {
    const user = userEvent.setup();
    const film = ratedFilm(2);
    await user.click(screen.getByRole("radio", { name: "2 stars (4/10)" }));
    film.chosen.length = 0;
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(film.checked()).toBe("3");
    await user.keyboard("{ArrowLeft}");
    expect(film.checked()).toBe("2.5");
    await user.keyboard("{End}");
    expect(film.checked()).toBe("5");
    expect(screen.getByRole("radio", { name: "5 stars (10/10)" })).toBe(document.activeElement);
    await user.keyboard("{Home}");
    expect(film.checked()).toBe("0.5");
    expect(screen.getByRole("radio", { name: "0.5 stars (1/10)" })).toBe(document.activeElement);
    expect(film.chosen).toEqual([2.5, 3, 2.5, 5, 0.5]);
    expect(screen.getByText("0.5 stars (1/10)", { selector: ".your-rating__score" })).toBeTruthy();
  });

  it("says the rating is settled when focus leaves the stars, not while it moves along them", async () => {
    const user = userEvent.setup();
    const film = ratedFilm(null);
    await user.click(screen.getByRole("radio", { name: "4 stars (8/10)" }));
    await user.keyboard("{ArrowRight}{ArrowLeft}{Home}");
    expect(film.settle).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Mark as seen" }));
    expect(film.settle).toHaveBeenCalledTimes(1);
  });

  it("is cleared with its clear button, which keeps focus and does nothing when there is no rating", async () => {
    const user = userEvent.setup();
    const film = ratedFilm(4);
    const clear = screen.getByRole("button", { name: "Clear rating" });
    await user.click(clear);
    expect(film.clear).toHaveBeenCalledTimes(1);
    expect(film.checked()).toBeNull();
    expect(screen.getByText("Not rated")).toBeTruthy();
    expect(clear.getAttribute("aria-disabled")).toBe("true");
    expect(document.activeElement).toBe(clear);
    await user.keyboard("{Enter}");
    expect(film.clear).toHaveBeenCalledTimes(1);
  });
});
