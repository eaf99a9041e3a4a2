import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useSubmit } from "react-router";
import type { BankQuery } from "../bank-query";
import { BANK_STATUSES } from "../bank-query";
import { FilterSelect } from "../filter-select";
import { domainsOf, skillsOf, TESTS, type TestKind } from "../taxonomy";
import { taxonomyFilters } from "../taxonomy-filters";

const QUESTION_TYPES = ["SC", "OE"] as const;

/** Search and filters of the bank; a GET form, so a filtered bank is a link that can be shared or reloaded. */
export function BankFilters({ query, authors, tags }: { query: BankQuery; authors: string[]; tags: string[] }) {
  const { t } = useTranslation(["authoring", "results"]);
  const submit = useSubmit();
  const filters = taxonomyFilters(t);
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
      <FilterSelect
        id="bank-test"
        name="test"
        label={t("fields.test")}
        value={test}
        onChange={(e) => (setTest(e.target.value as TestKind | ""), setDomain(""))}
        values={TESTS}
        optionLabel={(tk) => t(`tests.${tk}`)}
      />
      <FilterSelect id="bank-domain" {...filters.domain(domains.map(({ d }) => d))} value={domain} onChange={(e) => setDomain(e.target.value)} />
      <FilterSelect
        id="bank-skill"
        {...filters.skill(skills)}
        key={domain}
        defaultValue={query.domain === domain ? (query.skill ?? "") : ""}
        disabled={!domain}
      />
      <FilterSelect id="bank-difficulty" {...filters.difficulty} defaultValue={query.difficulty ?? ""} />
      <FilterSelect
        id="bank-status"
        name="status"
        label={t("fields.status")}
        defaultValue={query.status ?? "current"}
        any={false}
        values={BANK_STATUSES}
        optionLabel={(s) => t(`status.${s}`)}
      />
      <FilterSelect
        id="bank-type"
        name="type"
        label={t("fields.type")}
        defaultValue={query.type ?? ""}
        values={QUESTION_TYPES}
        optionLabel={(type) => t(`types.${type}`)}
      />
      <FilterSelect
        id="bank-author"
        name="author"
        label={t("fields.author")}
        defaultValue={query.author ?? ""}
        values={["me", ...authors]}
        optionLabel={(a) => (a === "me" ? t("bank.me") : a)}
      />
      <FilterSelect id="bank-tag" name="tag" label={t("fields.tag")} defaultValue={query.tag ?? ""} values={tags} optionLabel={(tag) => tag} />
    </Form>
  );
}
