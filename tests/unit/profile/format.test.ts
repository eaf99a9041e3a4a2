import { describe, expect, it } from "vitest";
import az from "~/locales/az/profile.json";
import en from "~/locales/en/profile.json";
import ru from "~/locales/ru/profile.json";
import { formatDate, formatNumber, formatTime, formatUtcDate, type DateWords } from "~/lib/format";

const words = (f: { monthsShort: string; monthsLong: string; date: string; dateTime: string }): DateWords => ({
  monthsShort: f.monthsShort.split("|"),
  monthsLong: f.monthsLong.split("|"),
  datePattern: f.date,
  dateTimePattern: f.dateTime,
});
const iso = "2026-12-05T04:07:00.000Z";

describe("dates written the same on the server and in every browser", () => {
  it("has twelve month names in each language", () => {
    for (const f of [en.format, az.format, ru.format]) {
      expect(f.monthsShort.split("|")).toHaveLength(12);
      expect(f.monthsLong.split("|")).toHaveLength(12);
    }
  });
  it("writes dates in each language's order", () => {
    expect(formatDate(iso, words(en.format), { zone: "utc" })).toBe("Dec 5, 2026");
    expect(formatDate(iso, words(az.format), { zone: "utc", month: "long" })).toBe("5 dekabr 2026");
    expect(formatDate(iso, words(ru.format), { zone: "utc", month: "long" })).toBe("5 декабря 2026");
    expect(formatDate(iso, words(ru.format), { zone: "utc", time: true })).toBe("5 дек. 2026, 04:07");
  });
  it("can leave the year out", () => {
    expect(formatDate(iso, words(en.format), { zone: "utc", year: false })).toBe("Dec 5");
    expect(formatDate(iso, words(az.format), { zone: "utc", year: false })).toBe("5 dek");
  });
  it("gives nothing for an invalid instant", () => {
    expect(formatDate("soon", words(en.format), { zone: "utc" })).toBe("");
  });
});

describe("numbers", () => {
  it("group digits and use the language's decimal sign", () => {
    expect(formatNumber(1200, "en", 0)).toBe("1,200");
    expect(formatNumber(1200, "az", 0)).toBe("1.200");
    expect(formatNumber(1234567.25, "ru", 1)).toBe("1\u00a0234\u00a0567,3");
    expect(formatNumber(44.4, "az")).toBe("44,4");
    expect(formatNumber(-12.5, "en")).toBe("-12.5");
    expect(formatNumber(70, "en")).toBe("70");
    expect(formatNumber(-0.04, "en")).toBe("0");
  });
});

describe("the one date format, for loaders (formatUtcDate) and times of day (formatTime)", () => {
  const resources = { az: { profile: az }, en: { profile: en }, ru: { profile: ru } };
  /** A `t` over one language's profile.json, as the server's i18next instance answers "profile:format.*". */
  const tFor = (lng: "az" | "en" | "ru") => (key: string, vars?: Record<string, string>) => {
    const path = key.replace(/^profile:/, "").split(".");
    const text = path.reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], resources[lng].profile) as string;
    return text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => vars?.[k] ?? "");
  };
  it("writes a date the way the dashboard does in each language, with a 24-hour time when asked", () => {
    expect(formatUtcDate(tFor("az"), iso)).toBe("5 dek 2026");
    expect(formatUtcDate(tFor("ru"), iso)).toBe("5 дек. 2026");
    expect(formatUtcDate(tFor("en"), new Date(iso))).toBe("Dec 5, 2026");
    expect(formatUtcDate(tFor("az"), "2026-11-27T18:30:00Z", { time: true })).toBe("27 noy 2026, 18:30");
  });
  it("writes a time of day as hh:mm in every language", () => {
    expect(formatTime("2026-11-27T08:05:00Z", "utc")).toBe("08:05");
    expect(formatTime("not a date", "utc")).toBe("");
  });
});
