// Written by scripts/tailwind-merge-config.mjs from tailwind-merge's default configuration,
// cut down to the class groups the web app's source uses (ADR 29). Do not edit: run
// `npm run tailwind-merge-config` after adding classes of a kind the app has not used before.
import { fromTheme, validators, type Config } from 'tailwind-merge';

type ClassGroupIds = string;
type ThemeGroupIds = string;

export const tailwindMergeConfig: Config<ClassGroupIds, ThemeGroupIds> = {
  cacheSize: 500,
  theme: {
    animate: ['spin', 'ping', 'pulse', 'bounce'],
    aspect: ['video'],
    blur: [validators.isTshirtSize],
    breakpoint: [validators.isTshirtSize],
    color: [validators.isAny],
    container: [validators.isTshirtSize],
    font: [validators.isAnyNonArbitrary],
    'font-weight': [
      'thin',
      'extralight',
      'light',
      'normal',
      'medium',
      'semibold',
      'bold',
      'extrabold',
      'black',
    ],
    leading: ['none', 'tight', 'snug', 'normal', 'relaxed', 'loose'],
    radius: [validators.isTshirtSize],
    shadow: [validators.isTshirtSize],
    spacing: ['px', validators.isNumber],
    text: [validators.isTshirtSize],
    tracking: ['tighter', 'tight', 'normal', 'wide', 'wider', 'widest'],
  },
  classGroups: {
    aspect: [
      {
        aspect: [
          'auto',
          'square',
          validators.isFraction,
          validators.isArbitraryValue,
          validators.isArbitraryVariable,
          fromTheme('aspect'),
        ],
      },
    ],
    display: [
      'block',
      'inline-block',
      'inline',
      'flex',
      'inline-flex',
      'table',
      'inline-table',
      'table-caption',
      'table-cell',
      'table-column',
      'table-column-group',
      'table-footer-group',
      'table-header-group',
      'table-row-group',
      'table-row',
      'flow-root',
      'grid',
      'inline-grid',
      'contents',
      'list-item',
      'hidden',
    ],
    sr: ['sr-only', 'not-sr-only'],
    'object-fit': [{ object: ['contain', 'cover', 'fill', 'none', 'scale-down'] }],
    overflow: [{ overflow: ['auto', 'hidden', 'clip', 'visible', 'scroll'] }],
    'overflow-x': [{ 'overflow-x': ['auto', 'hidden', 'clip', 'visible', 'scroll'] }],
    'overflow-y': [{ 'overflow-y': ['auto', 'hidden', 'clip', 'visible', 'scroll'] }],
    position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
    inset: [
      {
        inset: [
          validators.isFraction,
          'full',
          'auto',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    'inset-x': [
      {
        'inset-x': [
          validators.isFraction,
          'full',
          'auto',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    'inset-y': [
      {
        'inset-y': [
          validators.isFraction,
          'full',
          'auto',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    top: [
      {
        top: [
          validators.isFraction,
          'full',
          'auto',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    right: [
      {
        right: [
          validators.isFraction,
          'full',
          'auto',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    bottom: [
      {
        bottom: [
          validators.isFraction,
          'full',
          'auto',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    left: [
      {
        left: [
          validators.isFraction,
          'full',
          'auto',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    z: [
      {
        z: [
          validators.isInteger,
          'auto',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    basis: [
      {
        basis: [
          validators.isFraction,
          'full',
          'auto',
          fromTheme('container'),
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    'flex-direction': [{ flex: ['row', 'row-reverse', 'col', 'col-reverse'] }],
    'flex-wrap': [{ flex: ['nowrap', 'wrap', 'wrap-reverse'] }],
    flex: [
      {
        flex: [
          validators.isNumber,
          validators.isFraction,
          'auto',
          'initial',
          'none',
          validators.isArbitraryValue,
        ],
      },
    ],
    shrink: [
      {
        shrink: [
          '',
          validators.isNumber,
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    'grid-cols': [
      {
        'grid-cols': [
          validators.isInteger,
          'none',
          'subgrid',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    'col-start-end': [
      {
        col: [
          'auto',
          {
            span: [
              'full',
              validators.isInteger,
              validators.isArbitraryVariable,
              validators.isArbitraryValue,
            ],
          },
          validators.isInteger,
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    gap: [
      { gap: [validators.isArbitraryVariable, validators.isArbitraryValue, fromTheme('spacing')] },
    ],
    'gap-x': [
      {
        'gap-x': [
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    'gap-y': [
      {
        'gap-y': [
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    'justify-content': [
      {
        justify: [
          'start',
          'end',
          'center',
          'between',
          'around',
          'evenly',
          'stretch',
          'baseline',
          'center-safe',
          'end-safe',
          'normal',
        ],
      },
    ],
    'justify-items': [
      {
        'justify-items': ['start', 'end', 'center', 'stretch', 'center-safe', 'end-safe', 'normal'],
      },
    ],
    'justify-self': [
      { 'justify-self': ['auto', 'start', 'end', 'center', 'stretch', 'center-safe', 'end-safe'] },
    ],
    'align-content': [
      {
        content: [
          'normal',
          'start',
          'end',
          'center',
          'between',
          'around',
          'evenly',
          'stretch',
          'baseline',
          'center-safe',
          'end-safe',
        ],
      },
    ],
    'align-items': [
      {
        items: [
          'start',
          'end',
          'center',
          'stretch',
          'center-safe',
          'end-safe',
          { baseline: ['', 'last'] },
        ],
      },
    ],
    'place-content': [
      {
        'place-content': [
          'start',
          'end',
          'center',
          'between',
          'around',
          'evenly',
          'stretch',
          'baseline',
          'center-safe',
          'end-safe',
        ],
      },
    ],
    'place-items': [
      {
        'place-items': ['start', 'end', 'center', 'stretch', 'center-safe', 'end-safe', 'baseline'],
      },
    ],
    p: [{ p: [validators.isArbitraryVariable, validators.isArbitraryValue, fromTheme('spacing')] }],
    px: [
      { px: [validators.isArbitraryVariable, validators.isArbitraryValue, fromTheme('spacing')] },
    ],
    py: [
      { py: [validators.isArbitraryVariable, validators.isArbitraryValue, fromTheme('spacing')] },
    ],
    pt: [
      { pt: [validators.isArbitraryVariable, validators.isArbitraryValue, fromTheme('spacing')] },
    ],
    pr: [
      { pr: [validators.isArbitraryVariable, validators.isArbitraryValue, fromTheme('spacing')] },
    ],
    pb: [
      { pb: [validators.isArbitraryVariable, validators.isArbitraryValue, fromTheme('spacing')] },
    ],
    pl: [
      { pl: [validators.isArbitraryVariable, validators.isArbitraryValue, fromTheme('spacing')] },
    ],
    mx: [
      {
        mx: [
          'auto',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    my: [
      {
        my: [
          'auto',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    mt: [
      {
        mt: [
          'auto',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    mr: [
      {
        mr: [
          'auto',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    mb: [
      {
        mb: [
          'auto',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    ml: [
      {
        ml: [
          'auto',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    'space-x': [
      {
        'space-x': [
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    size: [
      {
        size: [
          validators.isFraction,
          'auto',
          'full',
          'dvw',
          'dvh',
          'lvw',
          'lvh',
          'svw',
          'svh',
          'min',
          'max',
          'fit',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    w: [
      {
        w: [
          fromTheme('container'),
          'screen',
          validators.isFraction,
          'auto',
          'full',
          'dvw',
          'dvh',
          'lvw',
          'lvh',
          'svw',
          'svh',
          'min',
          'max',
          'fit',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    'min-w': [
      {
        'min-w': [
          fromTheme('container'),
          'screen',
          'none',
          validators.isFraction,
          'auto',
          'full',
          'dvw',
          'dvh',
          'lvw',
          'lvh',
          'svw',
          'svh',
          'min',
          'max',
          'fit',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    'max-w': [
      {
        'max-w': [
          fromTheme('container'),
          'screen',
          'none',
          'prose',
          { screen: [fromTheme('breakpoint')] },
          validators.isFraction,
          'auto',
          'full',
          'dvw',
          'dvh',
          'lvw',
          'lvh',
          'svw',
          'svh',
          'min',
          'max',
          'fit',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    h: [
      {
        h: [
          'screen',
          'lh',
          validators.isFraction,
          'auto',
          'full',
          'dvw',
          'dvh',
          'lvw',
          'lvh',
          'svw',
          'svh',
          'min',
          'max',
          'fit',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    'min-h': [
      {
        'min-h': [
          'screen',
          'lh',
          'none',
          validators.isFraction,
          'auto',
          'full',
          'dvw',
          'dvh',
          'lvw',
          'lvh',
          'svw',
          'svh',
          'min',
          'max',
          'fit',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    'max-h': [
      {
        'max-h': [
          'screen',
          'lh',
          'none',
          validators.isFraction,
          'auto',
          'full',
          'dvw',
          'dvh',
          'lvw',
          'lvh',
          'svw',
          'svh',
          'min',
          'max',
          'fit',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    'font-size': [
      {
        text: [
          'base',
          fromTheme('text'),
          validators.isArbitraryVariableLength,
          validators.isArbitraryLength,
        ],
      },
    ],
    'font-style': ['italic', 'not-italic'],
    'font-weight': [
      {
        font: [
          fromTheme('font-weight'),
          validators.isArbitraryVariableWeight,
          validators.isArbitraryWeight,
        ],
      },
    ],
    'font-family': [
      {
        font: [
          validators.isArbitraryVariableFamilyName,
          validators.isArbitraryFamilyName,
          fromTheme('font'),
        ],
      },
    ],
    'fvn-spacing': ['proportional-nums', 'tabular-nums'],
    tracking: [
      {
        tracking: [
          fromTheme('tracking'),
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    'line-clamp': [
      {
        'line-clamp': [
          validators.isNumber,
          'none',
          validators.isArbitraryVariable,
          validators.isArbitraryNumber,
        ],
      },
    ],
    leading: [
      {
        leading: [
          'none',
          fromTheme('leading'),
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    'list-style-type': [
      {
        list: [
          'disc',
          'decimal',
          'none',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    'text-alignment': [{ text: ['left', 'center', 'right', 'justify', 'start', 'end'] }],
    'text-color': [
      { text: [fromTheme('color'), validators.isArbitraryVariable, validators.isArbitraryValue] },
    ],
    'text-decoration': ['underline', 'overline', 'line-through', 'no-underline'],
    'text-decoration-color': [
      {
        decoration: [
          fromTheme('color'),
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    'underline-offset': [
      {
        'underline-offset': [
          validators.isNumber,
          'auto',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    'text-transform': ['uppercase', 'lowercase', 'capitalize', 'normal-case'],
    'text-overflow': ['truncate', 'text-ellipsis', 'text-clip'],
    'vertical-align': [
      {
        align: [
          'baseline',
          'top',
          'middle',
          'bottom',
          'text-top',
          'text-bottom',
          'sub',
          'super',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    whitespace: [
      { whitespace: ['normal', 'nowrap', 'pre', 'pre-line', 'pre-wrap', 'break-spaces'] },
    ],
    break: [{ break: ['normal', 'words', 'all', 'keep'] }],
    'bg-color': [
      { bg: [fromTheme('color'), validators.isArbitraryVariable, validators.isArbitraryValue] },
    ],
    'gradient-from': [
      { from: [fromTheme('color'), validators.isArbitraryVariable, validators.isArbitraryValue] },
    ],
    'gradient-to': [
      { to: [fromTheme('color'), validators.isArbitraryVariable, validators.isArbitraryValue] },
    ],
    rounded: [
      {
        rounded: [
          '',
          'none',
          'full',
          fromTheme('radius'),
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    'rounded-t': [
      {
        'rounded-t': [
          '',
          'none',
          'full',
          fromTheme('radius'),
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    'rounded-r': [
      {
        'rounded-r': [
          '',
          'none',
          'full',
          fromTheme('radius'),
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    'border-w': [
      {
        border: [
          '',
          validators.isNumber,
          validators.isArbitraryVariableLength,
          validators.isArbitraryLength,
        ],
      },
    ],
    'border-w-y': [
      {
        'border-y': [
          '',
          validators.isNumber,
          validators.isArbitraryVariableLength,
          validators.isArbitraryLength,
        ],
      },
    ],
    'border-w-t': [
      {
        'border-t': [
          '',
          validators.isNumber,
          validators.isArbitraryVariableLength,
          validators.isArbitraryLength,
        ],
      },
    ],
    'border-w-b': [
      {
        'border-b': [
          '',
          validators.isNumber,
          validators.isArbitraryVariableLength,
          validators.isArbitraryLength,
        ],
      },
    ],
    'divide-y': [
      {
        'divide-y': [
          '',
          validators.isNumber,
          validators.isArbitraryVariableLength,
          validators.isArbitraryLength,
        ],
      },
    ],
    'border-style': [{ border: ['solid', 'dashed', 'dotted', 'double', 'hidden', 'none'] }],
    'border-color': [
      { border: [fromTheme('color'), validators.isArbitraryVariable, validators.isArbitraryValue] },
    ],
    'divide-color': [
      { divide: [fromTheme('color'), validators.isArbitraryVariable, validators.isArbitraryValue] },
    ],
    'outline-style': [{ outline: ['solid', 'dashed', 'dotted', 'double', 'none', 'hidden'] }],
    'outline-offset': [
      {
        'outline-offset': [
          validators.isNumber,
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    'outline-w': [
      {
        outline: [
          '',
          validators.isNumber,
          validators.isArbitraryVariableLength,
          validators.isArbitraryLength,
        ],
      },
    ],
    'outline-color': [
      {
        outline: [fromTheme('color'), validators.isArbitraryVariable, validators.isArbitraryValue],
      },
    ],
    shadow: [
      {
        shadow: [
          '',
          'inner',
          'none',
          fromTheme('shadow'),
          validators.isArbitraryVariableShadow,
          validators.isArbitraryShadow,
        ],
      },
    ],
    'ring-w': [
      {
        ring: [
          '',
          validators.isNumber,
          validators.isArbitraryVariableLength,
          validators.isArbitraryLength,
        ],
      },
    ],
    'ring-color': [
      { ring: [fromTheme('color'), validators.isArbitraryVariable, validators.isArbitraryValue] },
    ],
    'ring-offset-w': [{ 'ring-offset': [validators.isNumber, validators.isArbitraryLength] }],
    opacity: [
      {
        opacity: [validators.isNumber, validators.isArbitraryVariable, validators.isArbitraryValue],
      },
    ],
    'backdrop-blur': [
      {
        'backdrop-blur': [
          '',
          'none',
          fromTheme('blur'),
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    transition: [
      {
        transition: [
          '',
          'all',
          'colors',
          'opacity',
          'shadow',
          'transform',
          'none',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    duration: [
      {
        duration: [
          validators.isNumber,
          'initial',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    animate: [
      {
        animate: [
          'none',
          fromTheme('animate'),
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    scale: [
      {
        scale: [
          'none',
          validators.isNumber,
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    'translate-x': [
      {
        'translate-x': [
          validators.isFraction,
          'full',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    'translate-y': [
      {
        'translate-y': [
          validators.isFraction,
          'full',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    accent: [
      { accent: [fromTheme('color'), validators.isArbitraryVariable, validators.isArbitraryValue] },
    ],
    cursor: [
      {
        cursor: [
          'auto',
          'default',
          'pointer',
          'wait',
          'text',
          'move',
          'help',
          'not-allowed',
          'none',
          'context-menu',
          'progress',
          'cell',
          'crosshair',
          'vertical-text',
          'alias',
          'copy',
          'no-drop',
          'grab',
          'grabbing',
          'all-scroll',
          'col-resize',
          'row-resize',
          'n-resize',
          'e-resize',
          's-resize',
          'w-resize',
          'ne-resize',
          'nw-resize',
          'se-resize',
          'sw-resize',
          'ew-resize',
          'ns-resize',
          'nesw-resize',
          'nwse-resize',
          'zoom-in',
          'zoom-out',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    'pointer-events': [{ 'pointer-events': ['auto', 'none'] }],
    resize: [{ resize: ['none', '', 'y', 'x'] }],
    select: [{ select: ['none', 'text', 'all', 'auto'] }],
  },
  conflictingClassGroups: {
    overflow: ['overflow-x', 'overflow-y'],
    inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
    'inset-x': ['right', 'left'],
    'inset-y': ['top', 'bottom'],
    flex: ['basis', 'shrink'],
    gap: ['gap-x', 'gap-y'],
    p: ['px', 'py', 'pt', 'pr', 'pb', 'pl'],
    px: ['pr', 'pl'],
    py: ['pt', 'pb'],
    mx: ['mr', 'ml'],
    my: ['mt', 'mb'],
    size: ['w', 'h'],
    'font-size': ['leading'],
    'line-clamp': ['display', 'overflow'],
    rounded: ['rounded-t', 'rounded-r'],
    'border-w': ['border-w-y', 'border-w-t', 'border-w-b'],
    'border-w-y': ['border-w-t', 'border-w-b'],
  },
  conflictingClassGroupModifiers: {
    'font-size': ['leading'],
  },
  postfixLookupClassGroups: [],
  orderSensitiveModifiers: [
    '*',
    '**',
    'after',
    'backdrop',
    'before',
    'details-content',
    'file',
    'first-letter',
    'first-line',
    'marker',
    'placeholder',
    'selection',
  ],
};
