// Types of server/build.mjs (plain JavaScript: `npm start` runs it without a TypeScript transpiler).
export declare const root: string
export declare const serverOutDir: string
export declare function serverBuildIsCurrent(outDir?: string): boolean
export declare function buildServer(
  outDir?: string,
  entries?: Record<string, string>,
): Promise<{ file: string; inputs: string[] }>
/** The Node options the server runs with (heap sizes); `npm start` passes the same. */
export declare const serverNodeFlags: string[]
