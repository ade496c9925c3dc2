export const nginxBinary: string;
export function nginxAvailable(): boolean;
export function startNginx(options: {
  port: number;
  buildDir?: string;
}): Promise<{ url: string; pid: number; stop: () => Promise<void> }>;
