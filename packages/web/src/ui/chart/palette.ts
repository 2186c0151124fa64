/** The charts' colours (the stylesheet's bars and gauge use `$chart-primary`, the same blue). */
export const CHART_COLORS = { primary: '#2c7be5', muted: '#748194', success: '#00d27a' } as const;
