import { parseWithZod } from "@conform-to/zod/v4";
import { CallbackFormSchema } from "./schemas";

/** The callback form's checks in the browser, the action's own schema: loaded when the form is first used (callback-form.tsx). */
export const validateCallback = (formData: FormData) => parseWithZod(formData, { schema: CallbackFormSchema, disableAutoCoercion: true });
