/** What `<input type="datetime-local">` shows for a moment: local time, without a zone. */
export const localInputValue = (date: Date) => new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
