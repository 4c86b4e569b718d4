const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const languages = new Intl.DisplayNames(["en"], { type: "language" });

export function formatRuntime(minutes: number | null): string | null {
  if (!minutes) return null;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours ? `${hours}h ${rest}m` : `${rest}m`;
}

export function formatMoney(amount: number): string | null {
  return amount > 0 ? money.format(amount) : null;
}

export function languageName(code: string): string {
  try {
    return languages.of(code) ?? code;
  } catch {
    return code;
  }
}

export const yearOf = (date: string) => (date ? date.slice(0, 4) : "");
