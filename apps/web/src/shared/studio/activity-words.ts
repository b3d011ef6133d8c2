/** An activity row's action as words ('stage_changed' → 'Stage changed'), for every profile's activity list. */
export function activityWords(action: string): string {
  const text = action.replace(/[._]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
