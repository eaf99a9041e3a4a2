import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useSubmit } from "react-router";
import { Select } from "~/ui/select";
import type { BankQuery } from "../bank-query";
import { BANK_STATUSES } from "../bank-query";
import { DIFFICULTIES, domainsOf, skillsOf, TESTS, type TestKind } from "../taxonomy";

/** Search and filters of the bank; a GET form, so a filtered bank is a link that can be shared or reloaded. */
export function BankFilters({ query, authors, tags }: { query: BankQuery; authors: string[]; tags: string[] }) {
  const { t } = useTranslation(["authoring", "results"]);
  const submit = useSubmit();
  const [test, setTest] = useState<TestKind | "">(query.test ?? "");
  const [domain, setDomain] = useState(query.domain ?? "");
  const domains = test ? domainsOf(test).map((d) => ({ test, d })) : TESTS.flatMap((tk) => domainsOf(tk).map((d) => ({ test: tk, d })));
  const skills = domain ? TESTS.flatMap((tk) => skillsOf(tk, domain)) : [];
  // A select applies at once; a broader choice clears the narrower ones below it (test > domain > skill).
  const onChange = (e: React.ChangeEvent<HTMLFormElement>) => {
    const target = e.target as unknown as HTMLSelectElement;
    if (target.tagName !== "SELECT") return;
    const form = e.currentTarget;
    const clear = (name: string) => {
      const el = form.elements.namedItem(name) as HTMLSelectElement | null;
      if (el) el.value = "";
    };
    if (target.name === "test") (clear("domain"), clear("skill"));
    if (target.name === "domain") clear("skill");
    submit(form, { preventScrollReset: true });
  };
  return (
    <Form
      method="get"
      onChange={onChange}
      role="search"
      aria-label={t("bank.filters")}
      className="grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-3 xl:grid-cols-5"
    >
      <div className="col-span-2 flex gap-2 sm:col-span-3 xl:col-span-5">
        <label htmlFor="bank-q" className="sr-only">
          {t("bank.search")}
        </label>
        <input
          id="bank-q"
          name="q"
          type="search"
          defaultValue={query.q ?? ""}
          maxLength={100}
          placeholder={t("bank.searchPlaceholder")}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm"
        />
        <button type="submit" className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
          {t("bank.apply")}
        </button>
      </div>
      <Select
        id="bank-test"
        name="test"
        label={t("fields.test")}
        size="sm"
        value={test}
        onChange={(e) => (setTest(e.target.value as TestKind | ""), setDomain(""))}
      >
        <option value="">{t("bank.any")}</option>
        {TESTS.map((tk) => (
          <option key={tk} value={tk}>
            {t(`tests.${tk}`)}
          </option>
        ))}
      </Select>
      <Select id="bank-domain" name="domain" label={t("fields.domain")} size="sm" value={domain} onChange={(e) => setDomain(e.target.value)}>
        <option value="">{t("bank.any")}</option>
        {domains.map(({ d }) => (
          <option key={d} value={d}>
            {t(`results:domains.${d}`)}
          </option>
        ))}
      </Select>
      <Select
        id="bank-skill"
        name="skill"
        label={t("fields.skill")}
        size="sm"
        key={domain}
        defaultValue={query.domain === domain ? (query.skill ?? "") : ""}
        disabled={!domain}
      >
        <option value="">{t("bank.any")}</option>
        {skills.map((s) => (
          <option key={s} value={s}>
            {t(`results:skills.${s}`)}
          </option>
        ))}
      </Select>
      <Select id="bank-difficulty" name="difficulty" label={t("fields.difficulty")} size="sm" defaultValue={query.difficulty ?? ""}>
        <option value="">{t("bank.any")}</option>
        {DIFFICULTIES.map((d) => (
          <option key={d} value={d}>
            {t(`difficulty.${d}`)}
          </option>
        ))}
      </Select>
      <Select id="bank-status" name="status" label={t("fields.status")} size="sm" defaultValue={query.status ?? "current"}>
        {BANK_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`status.${s}`)}
          </option>
        ))}
      </Select>
      <Select id="bank-type" name="type" label={t("fields.type")} size="sm" defaultValue={query.type ?? ""}>
        <option value="">{t("bank.any")}</option>
        <option value="SC">{t("types.SC")}</option>
        <option value="OE">{t("types.OE")}</option>
      </Select>
      <Select id="bank-author" name="author" label={t("fields.author")} size="sm" defaultValue={query.author ?? ""}>
        <option value="">{t("bank.any")}</option>
        <option value="me">{t("bank.me")}</option>
        {authors.map((a) => (
          <option key={a} value={a}>
            {a}
          </option>
        ))}
      </Select>
      <Select id="bank-tag" name="tag" label={t("fields.tag")} size="sm" defaultValue={query.tag ?? ""}>
        <option value="">{t("bank.any")}</option>
        {tags.map((tag) => (
          <option key={tag} value={tag}>
            {tag}
          </option>
        ))}
      </Select>
    </Form>
  );
}
