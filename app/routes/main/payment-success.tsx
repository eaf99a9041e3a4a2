import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClass } from "~/ui/button";

export default function PaymentSuccess() {
  const { t } = useTranslation("pages");
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">{t("paymentSuccess.title")}</h1>
      <p className="text-slate-600">{t("paymentSuccess.text")}</p>
      <Link to="/" className={buttonClass("primary")}>
        {t("paymentSuccess.home")}
      </Link>
    </main>
  );
}
