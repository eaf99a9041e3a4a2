import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { Select } from "~/ui/select";

type Props = Omit<ComponentProps<typeof Select>, "children" | "size"> & {
  /** The values to choose from, in order. */
  values: readonly string[];
  /** What each value reads as. */
  optionLabel: (value: string) => string;
  /** A first choice "Any" (the empty value) that leaves the filter off; true unless the filter always has a value. */
  any?: boolean;
};

/** One filter of a bank search (the bank's and the exam builder's question picker): a small list, "Any" first. */
export function FilterSelect({ values, optionLabel, any = true, ...select }: Props) {
  const { t } = useTranslation("authoring");
  return (
    <Select size="sm" {...select}>
      {any ? <option value="">{t("bank.any")}</option> : null}
      {values.map((value) => (
        <option key={value} value={value}>
          {optionLabel(value)}
        </option>
      ))}
    </Select>
  );
}
