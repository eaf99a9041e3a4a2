import { HttpError, ValidationError } from "~/lib/http.server";
import { changePassword, updateProfile, type ProfileUpdate } from "./accounts.server";
import { EditProfileSchema, fieldErrors } from "./schemas";
import type { PublicUser } from "./user";

/**
 * The web edit-profile form: validates everything, sends only what changed to the profile
 * service and, when a new password is given, changes it (checking the current one).
 */
export async function saveEditProfileForm(user: PublicUser & { sessionId: string }, form: FormData) {
  const text = (k: string) => String(form.get(k) ?? "");
  const parsed = EditProfileSchema.safeParse({
    first_name: text("first_name"),
    last_name: text("last_name"),
    username: text("username"),
    email: text("email"),
    current_password: text("current_password"),
    new_password: text("new_password"),
    confirm_password: text("confirm_password"),
  });
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
  const v = parsed.data;
  const picture = form.get("profile_picture");
  const update: ProfileUpdate = {};
  if (v.first_name !== user.first_name) update.first_name = v.first_name;
  if (v.last_name !== user.last_name) update.last_name = v.last_name;
  if (v.username !== user.username) update.username = v.username;
  if (v.email.toLowerCase() !== user.email.toLowerCase()) update.email = v.email;
  if (picture instanceof File && picture.size > 0) update.profile_picture = picture;
  const wantsPassword = !!v.new_password;
  if (Object.keys(update).length === 0 && !wantsPassword) throw new ValidationError({ form: ["validation.noChanges"] });
  if (wantsPassword) await changePassword(user.id, user.sessionId, v.current_password, v.new_password);
  if (Object.keys(update).length > 0) {
    try {
      await updateProfile(user.id, update);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw new HttpError(500, "profile.updateFailed");
    }
  }
}
