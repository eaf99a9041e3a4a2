import { createInstance } from "i18next";
import { describe, expect, test } from "vitest";
import { inlineJson, trackNamespaces } from "../../app/lib/i18n-inline";

async function instance() {
  const i18n = createInstance({
    lng: "en",
    ns: ["common", "exam", "forum", "tutor"],
    defaultNS: "common",
    resources: { en: { common: { hi: "Hi" }, exam: { next: "Next" }, forum: { title: "Forum </script><b>" }, tutor: { ask: "Ask" } } },
    interpolation: { escapeValue: false },
  });
  await i18n.init();
  return i18n;
}

describe("translations inlined in the page: only the namespaces its render used", () => {
  test("records namespaces from ns options, 'ns:key' keys and fixed translators; common always", async () => {
    const i18n = await instance();
    trackNamespaces(i18n);
    expect(i18n.t("exam:next")).toBe("Next");
    expect(i18n.getFixedT("en", "forum")("title")).toBe("Forum </script><b>");
    const json = JSON.parse(inlineJson(i18n));
    expect(Object.keys(json.resources).sort()).toEqual(["common", "exam", "forum"]);
    expect(json.lng).toBe("en");
  });

  test("the JSON cannot close its script element", async () => {
    const i18n = await instance();
    trackNamespaces(i18n);
    i18n.t("forum:title");
    const text = inlineJson(i18n);
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text).resources.forum.title).toBe("Forum </script><b>");
  });

  test("tracking twice keeps one record", async () => {
    const i18n = await instance();
    trackNamespaces(i18n);
    i18n.t("tutor:ask");
    trackNamespaces(i18n);
    expect(Object.keys(JSON.parse(inlineJson(i18n)).resources).sort()).toEqual(["common", "tutor"]);
  });
});
