import { HttpError, ValidationError } from "~/lib/http.server";
import { parseInput } from "~/lib/parse.server";
import { assertCurrentPassword, changePassword, updateProfile, type ProfileUpdate } from "./accounts.server";
import { assertPasswordRule } from "./password.server";
import type { MailContext } from "./emails.server";
import { EditProfileSchema } from "./schemas";
import type { PublicUser } from "~/lib/user";

/**
 * The web edit-profile form: validates everything, sends only what changed to the profile
 * service and, when a new password is given, changes it. Both a new password and a new e-mail
 * address need the current password, checked before anything is saved. A new e-mail address is not
 * used yet: the answer names the address the confirmation link went to.
 */
export async function saveEditProfileForm(
  user: PublicUser & { sessionId: string },
  form: FormData,
  ctx: MailContext,
): Promise<{ pendingEmail: string | null }> {
  const text = (k: string) => {
    const value = form.get(k);
    return typeof value === "string" ? value : "";
  };
  const v = parseInput(EditProfileSchema, {
    first_name: text("first_name"),
    last_name: text("last_name"),
    username: text("username"),
    email: text("email"),
    current_password: text("current_password"),
    new_password: text("new_password"),
    confirm_password: text("confirm_password"),
  });
  const picture = form.get("profile_picture");
  const update: ProfileUpdate = {};
  if (v.first_name !== user.first_name) update.first_name = v.first_name;
  if (v.last_name !== user.last_name) update.last_name = v.last_name;
  if (v.username !== user.username) update.username = v.username;
  if (v.email.toLowerCase() !== user.email.toLowerCase()) update.email = v.email;
  if (picture instanceof File && picture.size > 0) update.profile_picture = picture;
  const wantsPassword = !!v.new_password;
  if (Object.keys(update).length === 0 && !wantsPassword) throw new ValidationError({ form: ["validation.noChanges"] });
  if (wantsPassword || update.email) {
    await assertCurrentPassword(user.id, v.current_password, wantsPassword ? "validation.currentPasswordRequired" : "validation.currentPasswordForEmail");
  }
  if (wantsPassword) assertPasswordRule(v.new_password, "new_password");
  let pendingEmail: string | null = null;
  if (Object.keys(update).length > 0) {
    if (update.email) update.current_password = v.current_password;
    try {
      ({ pendingEmail } = await updateProfile(user.id, update, ctx));
    } catch (error) {
      if (error instanceof HttpError) throw error;
      console.error("edit profile: the update failed", error);
      throw new HttpError(500, "profile:updateFailed");
    }
  }
  // Last: the e-mail change above checked the password this replaces.
  if (wantsPassword) await changePassword(user.id, user.sessionId, v.current_password, v.new_password);
  return { pendingEmail };
}
