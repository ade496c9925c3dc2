export function waitFor(url: string): Promise<void>;
