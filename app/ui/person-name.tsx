/**
 * A person as mentors and admins see them: the full name first, the username second (muted); the
 * username alone when there is no name.
 */
export function PersonName({ name, username }: { name?: string | null; username: string }) {
  const full = name?.trim();
  if (!full || full === username) return <>{username}</>;
  return (
    <>
      {full} <span className="font-normal text-slate-500">@{username}</span>
    </>
  );
}
