/** Types of laneReport.mjs (plain JavaScript: `npm test` runs it with node alone). */
export declare const flakyMark: string;
export declare function flakyLines(lines: string[]): string[];
export declare function failureLines(lines: string[], max: number): string[];
