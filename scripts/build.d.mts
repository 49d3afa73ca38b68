export function buildApi(): Promise<void>;
export function buildWeb(options?: { force?: boolean }): Promise<boolean>;
