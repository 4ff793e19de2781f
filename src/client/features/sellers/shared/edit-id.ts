/** `?id=N` edits item N; anything else adds a new one. */
export const editIdOf = (search: string): number | null => {
  const id = new URLSearchParams(search).get('id');
  return id && /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
};
