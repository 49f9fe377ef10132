// Written by scripts/tailwind-merge-config.mjs from tailwind-merge's default configuration,
// cut down to the class groups the web app's source uses (ADR 29). Do not edit: run
// `npm run tailwind-merge-config` after adding classes of a kind the app has not used before.
import { fromTheme, validators, type Config } from 'tailwind-merge';

type ClassGroupIds = string;
type ThemeGroupIds = string;

const scale1 = ['auto', 'hidden', 'clip', 'visible', 'scroll'];
const scale3 = [
  'auto',
  validators.isArbitraryVariable,
  validators.isArbitraryValue,
  fromTheme('spacing'),
];
const scale2 = [validators.isFraction, 'full', ...scale3];
const scale4 = [
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
];
const scale5 = ['start', 'end', 'center', 'stretch', 'center-safe', 'end-safe'];
const scale6 = [
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
];
const scale7 = ['none', ...scale6];
const scale8 = ['screen', 'lh', ...scale7];
const scale9 = [
  '',
  'none',
  'full',
  fromTheme('radius'),
  validators.isArbitraryVariable,
  validators.isArbitraryValue,
];
const scale10 = [
  '',
  validators.isNumber,
  validators.isArbitraryVariableLength,
  validators.isArbitraryLength,
];
const scale11 = ['solid', 'dashed', 'dotted', 'double'];
const scale12 = [
  validators.isFraction,
  'full',
  validators.isArbitraryVariable,
  validators.isArbitraryValue,
  fromTheme('spacing'),
];

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
    overflow: [{ overflow: scale1 }],
    'overflow-x': [{ 'overflow-x': scale1 }],
    'overflow-y': [{ 'overflow-y': scale1 }],
    position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
    inset: [{ inset: scale2 }],
    'inset-x': [{ 'inset-x': scale2 }],
    'inset-y': [{ 'inset-y': scale2 }],
    top: [{ top: scale2 }],
    right: [{ right: scale2 }],
    bottom: [{ bottom: scale2 }],
    left: [{ left: scale2 }],
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
    'justify-content': [{ justify: [...scale4, 'normal'] }],
    'justify-items': [{ 'justify-items': [...scale5, 'normal'] }],
    'justify-self': [
      { 'justify-self': ['auto', 'start', 'end', 'center', 'stretch', 'center-safe', 'end-safe'] },
    ],
    'align-content': [{ content: ['normal', ...scale4] }],
    'align-items': [{ items: [...scale5, { baseline: ['', 'last'] }] }],
    'place-content': [{ 'place-content': scale4 }],
    'place-items': [{ 'place-items': [...scale5, 'baseline'] }],
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
    mx: [{ mx: scale3 }],
    my: [{ my: scale3 }],
    mt: [{ mt: scale3 }],
    mr: [{ mr: scale3 }],
    mb: [{ mb: scale3 }],
    ml: [{ ml: scale3 }],
    'space-x': [
      {
        'space-x': [
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    size: [{ size: scale6 }],
    w: [{ w: [fromTheme('container'), 'screen', ...scale6] }],
    'min-w': [{ 'min-w': [fromTheme('container'), 'screen', ...scale7] }],
    'max-w': [
      {
        'max-w': [
          fromTheme('container'),
          'screen',
          'none',
          'prose',
          { screen: [fromTheme('breakpoint')] },
          ...scale6,
        ],
      },
    ],
    h: [{ h: ['screen', 'lh', ...scale6] }],
    'min-h': [{ 'min-h': scale8 }],
    'max-h': [{ 'max-h': scale8 }],
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
    rounded: [{ rounded: scale9 }],
    'rounded-t': [{ 'rounded-t': scale9 }],
    'rounded-r': [{ 'rounded-r': scale9 }],
    'border-w': [{ border: scale10 }],
    'border-w-y': [{ 'border-y': scale10 }],
    'border-w-t': [{ 'border-t': scale10 }],
    'border-w-b': [{ 'border-b': scale10 }],
    'divide-y': [{ 'divide-y': scale10 }],
    'border-style': [{ border: [...scale11, 'hidden', 'none'] }],
    'border-color': [
      { border: [fromTheme('color'), validators.isArbitraryVariable, validators.isArbitraryValue] },
    ],
    'divide-color': [
      { divide: [fromTheme('color'), validators.isArbitraryVariable, validators.isArbitraryValue] },
    ],
    'outline-style': [{ outline: [...scale11, 'none', 'hidden'] }],
    'outline-offset': [
      {
        'outline-offset': [
          validators.isNumber,
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    'outline-w': [{ outline: scale10 }],
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
    'ring-w': [{ ring: scale10 }],
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
    'translate-x': [{ 'translate-x': scale12 }],
    'translate-y': [{ 'translate-y': scale12 }],
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
