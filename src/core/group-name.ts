/** A group's name rules (issue 30, decision 047), without zod: the browser reads them too. */
export const GROUP_NAME_MAX_LENGTH = 60;

/** The key a group's name is unique by among a user's groups: its NFC form in lowercase. */
export function groupNameKey(name: string): string {
  return name.normalize("NFC").toLowerCase();
}
