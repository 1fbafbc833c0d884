export const theme = {
  colors: {
    brand: '#6A38C2',
    brandHover: '#5b30a6',
    onBrand: '#ffffff',
    accent: '#F83002',
    // #F83002 is 3.9:1 on white: enough for the large wordmark, too little for small text.
    accentText: '#c42502',
    purple: '#7209b7',
    blue: '#1d4ed8',
    text: '#374151',
    heading: '#111827',
    muted: '#6b7280',
    border: '#e5e7eb',
    surface: '#f3f4f6',
    background: '#ffffff',
    backdrop: 'rgba(17, 24, 39, 0.6)',
    skeleton: '#e5e7eb',
    status: {
      pending: '#6b7280',
      rejected: '#dc2626',
      accepted: '#15803d',
      withdrawn: '#374151',
      onStatus: '#ffffff',
    },
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.5rem',
  },
  fontWeights: {
    regular: 400,
    medium: 500,
    bold: 700,
  },
  space: {
    xs: '4px',
    sm: '8px',
    md: '16px',
    lg: '24px',
    xl: '32px',
    xxl: '48px',
  },
  radii: {
    sm: '4px',
    md: '8px',
    lg: '12px',
    full: '9999px',
  },
  shadows: {
    card: '0 4px 12px rgba(17, 24, 39, 0.08)',
    overlay: '0 10px 30px rgba(17, 24, 39, 0.2)',
  },
  breakpoints: {
    sm: '640px',
    md: '768px',
    lg: '1024px',
    xl: '1280px',
  },
  sizes: {
    container: '1280px',
    /** The header's height on one line (more where it wraps, on a phone). */
    header: '64px',
    dialog: '425px',
    popover: '320px',
  },
  zIndices: {
    popover: 40,
    dialog: 50,
  },
} as const;

export type Theme = typeof theme;
