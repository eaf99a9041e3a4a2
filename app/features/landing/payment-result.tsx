import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClass } from "~/ui/button";

/** /success and /cancel: where the card payment provider sends the browser back. */
export function PaymentResult({ kind }: { kind: "paymentSuccess" | "paymentCancel" }) {
  const { t } = useTranslation("pages");
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">{t(`${kind}.title`)}</h1>
      <p className="text-slate-600">{t(`${kind}.text`)}</p>
      <Link to="/" className={buttonClass("primary")}>
        {t(`${kind}.home`)}
      </Link>
    </main>
  );
}
