/** Shows the docs entry `id` in the open preview; resolves once it has rendered. */
export function showDocsEntry(options: { id: string; timeout: number }): Promise<void>;
