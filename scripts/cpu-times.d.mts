export declare const CPU_TIMES_ENV: 'CPU_TIMES_AT_START';
export declare function cpuTimes(): { idle: number; total: number };
export declare function cpuTimesRecord(): string;
