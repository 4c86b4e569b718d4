import { describe, expect, it } from "vitest";
import { GenerateError, parseGenerateCommand } from "./generate-options";

describe("generate's options", () => {
  it("take a number of films, a seed (1 unless given) and where to write them", () => {
    expect(parseGenerateCommand(["--films", "5000"])).toEqual({ films: 5000, seed: 1, out: undefined });
    expect(parseGenerateCommand(["--films", "1_000_000", "--seed", "42", "--out", "films.json.gz"])).toEqual({ films: 1_000_000, seed: 42, out: "films.json.gz" });
  });

  it.each([
    [[], "generate needs --films N, the number of films (1 to 10,000,000)"],
    [["--films", "0"], '--films must be a whole number from 1 to 10,000,000 (got "0")'],
    [["--films", "abc"], '--films must be a whole number from 1 to 10,000,000 (got "abc")'],
    [["--films=-5"], '--films must be a whole number from 1 to 10,000,000 (got "-5")'],
    [["--films", "-5"], "generate: Option '--films' argument is ambiguous."],
    [["--films", "2.5"], '--films must be a whole number from 1 to 10,000,000 (got "2.5")'],
    [["--films", "10000001"], '--films must be a whole number from 1 to 10,000,000 (got "10000001")'],
    [["--films", "10", "--seed", "x"], '--seed must be a whole number from 0 to 4294967295 (got "x")'],
    [["--films", "10", "--out", " "], "--out needs a file name"],
    [["--films", "10", "--sed", "2"], "generate: Unknown option '--sed'"],
  ])("refuse %j in one line", (args, message) => {
    expect(() => parseGenerateCommand(args)).toThrow(new GenerateError(message));
  });
});
