import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClass } from "~/ui/button";

export default function PaymentCancel() {
  const { t } = useTranslation("pages");
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">{t("paymentCancel.title")}</h1>
      <p className="text-slate-600">{t("paymentCancel.text")}</p>
      <Link to="/" className={buttonClass("primary")}>
        {t("paymentCancel.home")}
      </Link>
    </main>
  );
}
