import { alpha, styled } from '@mui/material/styles';
import { themeStyles } from '../styles/themeStyles.ts';

// The card is styled through one root, serialised once per theme, with plain elements inside: a
// results page renders dozens of cards, and every styled or MUI part (Card, Typography, Button,
// SvgIcon) would serialise its styles again for each of them.
export const CardRoot = styled('article', { name: 'LeaseVehicleCard', slot: 'Root' })(
  themeStyles((theme) => {
    const { palette } = theme;
    const brand = palette.brand.primary;
    const hover = alpha(palette.primary.main, palette.action.hoverOpacity);
    return {
      // The surface of MUI's outlined Card.
      backgroundColor: palette.background.paper,
      color: palette.text.primary,
      border: `1px solid ${palette.divider}`,
      borderRadius: theme.shape.borderRadius,
      overflow: 'hidden',
      display: 'grid',
      height: '100%',
      boxSizing: 'border-box',
      gridTemplateColumns: '1fr',
      gridTemplateRows: 'auto 1fr auto',
      '&[data-variant="list"]': {
        gridTemplateColumns: '220px minmax(0, 1fr) auto',
        gridTemplateRows: 'auto',
        alignItems: 'stretch',
        [theme.breakpoints.down('sm')]: {
          gridTemplateColumns: '1fr',
          gridTemplateRows: 'auto 1fr auto',
        },
      },
      '& .LeaseVehicleCard-media': {
        position: 'relative',
        aspectRatio: '16 / 10',
        backgroundColor: palette.background.default,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        color: palette.text.secondary,
        overflow: 'hidden',
        '& img': {
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          display: 'block',
        },
      },
      // In a list row the picture's frame fills the row's height (a fixed ratio would widen the
      // column); the picture keeps its own shape inside it, so no part of the car is cut off.
      '&[data-variant="list"] > .LeaseVehicleCard-media': {
        aspectRatio: 'auto',
        minHeight: 140,
        [theme.breakpoints.down('sm')]: { aspectRatio: '16 / 10', minHeight: 0 },
        '& img': { position: 'absolute', inset: 0, objectFit: 'contain' },
      },
      '& .LeaseVehicleCard-placeholder': { fontSize: 56, flexShrink: 0 },
      '& .LeaseVehicleCard-body': {
        display: 'flex',
        flexDirection: 'column',
        gap: theme.spacing(1.5),
        padding: theme.spacing(2),
        minWidth: 0,
      },
      '& .LeaseVehicleCard-title': {
        ...theme.typography.h6,
        margin: 0,
        lineHeight: 1.3,
        overflowWrap: 'anywhere',
      },
      '& .LeaseVehicleCard-version': {
        ...theme.typography.body2,
        margin: 0,
        overflowWrap: 'anywhere',
      },
      '& .LeaseVehicleCard-promotion': { alignSelf: 'flex-start' },
      '& .LeaseVehicleCard-facts': {
        margin: 0,
        display: 'flex',
        flexWrap: 'wrap',
        gap: theme.spacing(0.5, 2),
        '& > div': { display: 'flex', flexDirection: 'column', minWidth: 0 },
        '& dt': { ...theme.typography.caption, color: palette.text.secondary },
        '& dd': { ...theme.typography.body2, margin: 0, color: palette.text.primary },
        // As `Price` shows an amount: tabular figures, never broken across lines.
        '&[data-prices] dd': {
          ...theme.typography.body1,
          fontWeight: 500,
          fontVariantNumeric: 'tabular-nums',
          whiteSpace: 'nowrap',
        },
        '&[data-prices] > div:first-of-type dd': { ...theme.typography.h6 },
      },
      '& .LeaseVehicleCard-actions': {
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        gap: theme.spacing(1),
        padding: theme.spacing(0, 2, 2),
      },
      '&[data-variant="list"] > .LeaseVehicleCard-actions': {
        flexDirection: 'column',
        alignItems: 'stretch',
        justifyContent: 'flex-end',
        padding: theme.spacing(2),
      },
      // The toggles look like the theme's MUI buttons (text and outlined; contained when pressed)
      // without ButtonBase's ripple machinery.
      '& .LeaseVehicleCard-action': {
        ...theme.typography.button,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        position: 'relative',
        boxSizing: 'border-box',
        minWidth: 64,
        minHeight: 40,
        margin: 0,
        padding: '6px 8px',
        border: 0,
        borderRadius: theme.shape.borderRadius,
        backgroundColor: 'transparent',
        color: palette.primary.main,
        cursor: 'pointer',
        userSelect: 'none',
        verticalAlign: 'middle',
        WebkitTapHighlightColor: 'transparent',
        transition: theme.transitions.create(
          ['background-color', 'box-shadow', 'border-color', 'color'],
          { duration: theme.transitions.duration.short },
        ),
        '@media (hover: hover)': { '&:hover': { backgroundColor: hover } },
        '&:focus-visible': { outline: `2px solid ${palette.brand.focusRing}`, outlineOffset: 2 },
        '&:disabled': {
          color: palette.action.disabled,
          cursor: 'default',
          pointerEvents: 'none',
        },
        '&[data-variant="outlined"]': {
          padding: '5px 15px',
          // The readable brand shade: MUI's 50% alpha border is below 3:1 for many brands.
          border: `1px solid ${brand.text}`,
          '&:disabled': { borderColor: palette.action.disabledBackground },
        },
        '&[data-variant="contained"]': {
          padding: '6px 16px',
          backgroundColor: brand.fill,
          color: brand.onFill,
          // A light brand fill gets a readable edge against the page.
          boxShadow: `inset 0 0 0 1px ${brand.outline}`,
          '&:hover': { backgroundColor: brand.fillHover },
        },
      },
      '& .LeaseVehicleCard-actionIcon': {
        flexShrink: 0,
        marginLeft: -4,
        marginRight: 8,
        fontSize: 20,
      },
    };
  }),
);
