/**
 * How deep each component page of the bundled site goes: the demos this project decides a page must carry, each named
 * with the variant, size, colour, state or composition it shows. A page may have more demos than listed, never fewer,
 * and every listed demo must be referenced from the page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const pagesDir = path.resolve(import.meta.dirname, '../../../content/pages');

/** Demo file (or styling-variant folder) → what it shows. */
type Coverage = Record<string, string>;

const materialUi: Record<string, Coverage> = {
  'react-button': {
    'BasicButtons.tsx': 'text, outlined and contained variants',
    'ButtonColors.tsx': 'every palette colour and inherit',
    'ButtonSizes.tsx': 'small, medium and large in each variant',
    'DisabledButtons.tsx': 'disabled state in each variant; disableElevation',
    'IconLabelButtons.tsx': 'startIcon and endIcon; an icon-only button',
    'IconButtonSizes.tsx': 'IconButton sizes, colours, edge and disabled',
    'LoadingButtons.tsx': 'loading with centre, start and end indicator positions and a text indicator',
    'LinkAndUploadButtons.tsx': 'href link button; file upload through component="label"',
  },
  'react-text-field': {
    'BasicTextFields.tsx': 'outlined, filled and standard variants',
    'TextFieldStates.tsx': 'required, disabled, read-only and error states',
    'ValidationTextField.tsx': 'validation on blur with helper text',
    'TextFieldTypes.tsx': 'password, number, search and date input types',
    'MultilineTextFields.tsx': 'multiline with maxRows, fixed rows and minRows',
    'TextFieldSizes.tsx': 'small and medium sizes; fullWidth',
    'InputAdornments.tsx': 'start and end adornments; a show-password button',
    'SelectTextField.tsx': 'the select prop with MenuItem options',
    'ComposedTextField.tsx': 'composition from FormControl, InputLabel, OutlinedInput and FormHelperText',
  },
  'react-autocomplete': {
    'ComboBox.tsx': 'combo box with object options',
    'MultipleTags.tsx': 'multiple values as chips',
    'ControlledStates.tsx': 'controlled value and inputValue',
    'FreeSoloSearch.tsx': 'freeSolo suggestions',
    'GroupedOptions.tsx': 'groupBy headers',
    'DisabledOptions.tsx': 'getOptionDisabled',
    'AsyncOptions.tsx': 'options loaded on open with the loading state',
    'AutocompleteSizes.tsx': 'small size, limitTags and disabled',
  },
  'react-select': {
    'BasicSelect.tsx': 'labelled single select with an empty option',
    'SelectVariants.tsx': 'outlined, filled and standard variants',
    'SelectStates.tsx': 'required, error, disabled and small with helper text',
    'MultipleSelectChips.tsx': 'multiple selection rendered as chips',
    'MultipleSelectCheckmarks.tsx': 'multiple selection with checkboxes and a joined value',
    'GroupedSelect.tsx': 'ListSubheader groups',
    'NativeSelectDemo.tsx': 'NativeSelect',
  },
  'react-checkbox': {
    'CheckboxLabels.tsx': 'labelled checkboxes in a group',
    'CheckboxStates.tsx': 'unchecked, checked, required, disabled',
    'CheckboxLabelPlacement.tsx': 'label at end, start, top and bottom',
    'CheckboxColors.tsx': 'palette colours and default',
    'CheckboxSizes.tsx': 'small, medium and a custom size',
    'IconCheckboxes.tsx': 'custom icon and checkedIcon',
    'IndeterminateCheckbox.tsx': 'indeterminate parent',
    'CheckboxValidation.tsx': 'error state in a fieldset with helper text',
  },
  'react-radio-button': {
    'RadioButtonsGroup.tsx': 'a labelled radio group',
    'RowRadioGroup.tsx': 'row direction and a disabled option',
    'ControlledRadioGroup.tsx': 'controlled value',
    'RadioLabelPlacement.tsx': 'label placements',
    'RadioColorsAndSizes.tsx': 'palette colours, small, medium and a custom size',
    'RadioValidation.tsx': 'error state on submit',
  },
  'react-switch': {
    'SwitchLabels.tsx': 'labelled switches',
    'SwitchStates.tsx': 'on, off, disabled and required',
    'ControlledSwitch.tsx': 'controlled with aria-labelledby',
    'SwitchLabelPlacement.tsx': 'label placements',
    'SwitchSizes.tsx': 'small and medium',
    'SwitchColors.tsx': 'palette colours and default',
    'SwitchesGroup.tsx': 'a fieldset of switches with helper text',
  },
  'react-slider': {
    'VolumeSlider.tsx': 'continuous and discrete with marks and value label',
    'CustomMarks.tsx': 'labelled marks and getAriaValueText',
    'RestrictedValues.tsx': 'step={null}: only the marked values',
    'RangeSlider.tsx': 'range with two thumbs',
    'SliderSizesAndColors.tsx': 'small size and palette colours',
    'SliderWithInput.tsx': 'paired with a number input',
    'TrackAndDisabled.tsx': 'inverted track, no track, onChangeCommitted, disabled',
    'VerticalSliders.tsx': 'vertical orientation',
  },
  'react-dialog': {
    'FormDialog.tsx': 'a form in a dialog',
    'SimpleDialog.tsx': 'a list selection dialog',
    'ConfirmationDialog.tsx': 'a destructive confirmation',
    'DialogSizes.tsx': 'maxWidth xs–xl and fullWidth',
    'FullScreenDialog.tsx': 'fullScreen with a slide transition',
    'ResponsiveDialog.tsx': 'full screen below a breakpoint; close icon',
    'ScrollingDialog.tsx': 'scroll="paper" and scroll="body"',
  },
  'react-snackbar': {
    'UndoSnackbar.tsx': 'auto-hiding snackbar with an undo action',
    'SnackbarContentVariants.tsx': 'SnackbarContent with and without actions, long message',
    'PositionedSnackbar.tsx': 'the six anchorOrigin positions',
    'AlertSnackbar.tsx': 'an Alert inside a snackbar, success and error',
    'TransitionSnackbars.tsx': 'Grow, Fade and Slide transitions',
    'ConsecutiveSnackbars.tsx': 'a queue of consecutive messages',
  },
  'react-alert': {
    'AlertSeverities.tsx': 'success, info, warning and error',
    'AlertVariants.tsx': 'standard, outlined and filled',
    'AlertTitles.tsx': 'AlertTitle',
    'ActionAlerts.tsx': 'action button and close button',
    'AlertIcons.tsx': 'custom icon, iconMapping, no icon, color override',
    'TransitionAlert.tsx': 'dismissed with a Collapse transition',
  },
  'react-menu': {
    'BasicMenu.tsx': 'a menu anchored to a button',
    'IconMenu.tsx': 'icons, shortcuts, dividers and secondary text',
    'DenseMenu.tsx': 'dense, inset and disabled items',
    'SelectedMenu.tsx': 'a selected item',
    'PositionedMenu.tsx': 'anchorOrigin and transformOrigin',
    'ContextMenu.tsx': 'opened at the pointer position',
  },
  'react-tabs': {
    'BasicTabs.tsx': 'tabs with panels',
    'ColorTabs.tsx': 'textColor and indicatorColor, wrapped and disabled tabs',
    'CenteredAndFullWidthTabs.tsx': 'centered and fullWidth',
    'ScrollableTabs.tsx': 'scrollable with scroll buttons',
    'IconTabs.tsx': 'icon-only tabs and the four icon positions',
    'VerticalTabs.tsx': 'vertical orientation',
    'NavTabs.tsx': 'tabs as links',
  },
  'react-drawer': {
    'TemporaryDrawer.tsx': 'temporary drawer',
    'AnchorDrawers.tsx': 'left, right, top and bottom anchors',
    'PersistentDrawer.tsx': 'persistent variant',
    'PermanentDrawer.tsx': 'permanent variant',
    'ResponsiveDrawer.tsx': 'permanent above a breakpoint, temporary below',
    'SwipeableDrawerDemo.tsx': 'SwipeableDrawer',
  },
  'react-app-bar': {
    'ButtonAppBar.tsx': 'title, menu button and sign-in button',
    'MenuAppBar.tsx': 'an account menu',
    'SearchAppBar.tsx': 'a search field',
    'DenseAndProminentAppBars.tsx': 'dense and prominent toolbars',
    'AppBarColors.tsx': 'primary, secondary, default, transparent and inherit',
    'HideOnScrollAppBar.tsx': 'hide on scroll and elevate on scroll',
    'BottomAppBar.tsx': 'a bottom app bar with a floating action button',
  },
  'react-table': {
    'BasicTable.tsx': 'head, body, row headers and hover',
    'DenseTableWithCaption.tsx': 'small size and a caption',
    'SortableTable.tsx': 'sorting with TableSortLabel',
    'PaginatedTable.tsx': 'TablePagination',
    'StickyHeaderTable.tsx': 'stickyHeader',
    'SelectableTable.tsx': 'row selection with checkboxes',
    'SpanningTable.tsx': 'colSpan and rowSpan',
    'CollapsibleTable.tsx': 'collapsible detail rows',
  },
  'react-list': {
    'IconList.tsx': 'icons, secondary text and an inset divider',
    'SelectedListItem.tsx': 'selected ListItemButton',
    'AvatarList.tsx': 'avatars with multi-line text aligned to the top',
    'NestedList.tsx': 'nested list in a Collapse',
    'SecondaryActionList.tsx': 'secondary actions: switch and icon button',
    'CheckboxList.tsx': 'dense checkbox list',
    'PinnedSubheaderList.tsx': 'sticky subheaders',
  },
  'react-card': {
    'BasicCard.tsx': 'content and actions',
    'RecipeCard.tsx': 'header, media, content and actions',
    'OutlinedCards.tsx': 'outlined variant',
    'ActionAreaCard.tsx': 'CardActionArea as a link',
    'HorizontalCard.tsx': 'media beside the content',
    'ExpandableCard.tsx': 'expandable content',
  },
  'react-chip': {
    'BasicChips.tsx': 'filled, outlined and disabled',
    'ChipAdornments.tsx': 'avatars and icons',
    'ChipColors.tsx': 'every colour in both variants',
    'ChipSizes.tsx': 'small, medium and multi-line',
    'FilterChips.tsx': 'clickable filters',
    'DeletableChips.tsx': 'onDelete and a custom deleteIcon',
    'LinkChips.tsx': 'chips as links',
  },
  'react-tooltip': {
    'BasicTooltip.tsx': 'a tooltip on an icon button',
    'PositionedTooltips.tsx': 'the twelve placements with arrows',
    'RichTooltip.tsx': 'rich content and styled bubble',
    'CopyTooltip.tsx': 'controlled open state',
    'TooltipTriggers.tsx': 'hover-only, focus-only and click triggers',
    'TooltipDelays.tsx': 'enter and leave delays, followCursor, interactive and not',
    'DisabledElementTooltip.tsx': 'tooltips on disabled buttons',
  },
  'react-grid2': {
    'ResponsiveGrid.tsx': 'a page layout with sizes and grow',
    'ResponsiveValuesGrid.tsx': 'responsive size, spacing and columns',
    'AutoSizeGrid.tsx': 'auto and grow sizes',
    'SpacingGrid.tsx': 'rowSpacing and columnSpacing',
    'OffsetGrid.tsx': 'numeric, responsive and auto offsets',
    'ColumnsGrid.tsx': 'a custom column count',
    'NestedGrid.tsx': 'nested containers',
  },
  'react-stack': {
    'DirectionStack.tsx': 'row and column direction',
    'ResponsiveStack.tsx': 'responsive direction and spacing',
    'DividerStack.tsx': 'dividers',
    'AlignmentStack.tsx': 'justifyContent and alignItems',
    'WrappingStack.tsx': 'wrapping with useFlexGap',
    'ListStack.tsx': 'rendered as a list element',
  },
  'react-typography': {
    'TypographyVariants.tsx': 'the body, button, caption and overline variants',
    'HeadingScale.tsx': 'h1 to h6',
    'SemanticHeadings.tsx': 'the component prop',
    'InheritAndMapping.tsx': 'variant="inherit", variantMapping and sx weight',
    'TypographyColors.tsx': 'text and palette colours',
    'AlignAndWrap.tsx': 'align, gutterBottom, noWrap and a line clamp',
  },
  'react-avatar': {
    'LetterAvatars.tsx': 'letters, icon, fallback and a group',
    'ImageAvatars.tsx': 'images and the fallbacks when they fail',
    'IconAvatars.tsx': 'icon avatars',
    'AvatarShapesAndSizes.tsx': 'circular, rounded and square; five sizes',
    'GroupedAvatars.tsx': 'max, total and spacing of AvatarGroup',
    'StatusAvatars.tsx': 'a presence badge',
  },
  'react-badge': {
    'NotificationBadge.tsx': 'counts, dot and max on icons',
    'BadgeColors.tsx': 'every colour',
    'BadgeMax.tsx': 'the max cap',
    'BadgeVisibility.tsx': 'dot, showZero and hiding at zero',
    'BadgePositions.tsx': 'four anchor corners; rectangular and circular overlap',
    'StyledBadge.tsx': 'a styled badge slot',
  },
  'react-accordion': {
    'BasicAccordion.tsx': 'summary and details',
    'AccordionStates.tsx': 'defaultExpanded, disabled and actions',
    'ControlledAccordions.tsx': 'one panel open at a time',
    'SummaryLayout.tsx': 'a two-column summary',
    'OutlinedAccordions.tsx': 'outlined, square, disableGutters and heading level',
    'LazyAccordion.tsx': 'unmountOnExit',
  },
  'react-stepper': {
    'HorizontalStepper.tsx': 'horizontal linear stepper',
    'OptionalAndErrorSteps.tsx': 'optional, error and completed steps',
    'AlternativeLabelStepper.tsx': 'alternativeLabel',
    'NonLinearStepper.tsx': 'non-linear with StepButton',
    'VerticalStepper.tsx': 'vertical with StepContent',
    'DotsMobileStepper.tsx': 'MobileStepper dots, text and progress',
  },
  'react-pagination': {
    'PaginationControlled.tsx': 'controlled page',
    'PaginationVariants.tsx': 'text and outlined, circular and rounded',
    'PaginationColorsAndSizes.tsx': 'standard, primary and secondary; three sizes; disabled',
    'PaginationButtons.tsx': 'first and last buttons; hidden previous and next',
    'PaginationRanges.tsx': 'siblingCount and boundaryCount',
    'PaginationLinks.tsx': 'items as links with custom arrows',
  },
  'react-progress': {
    'UploadProgress.tsx': 'circular and linear, determinate and indeterminate',
    'CircularVariants.tsx': 'colours, sizes, thickness, determinate and disableShrink',
    'CircularWithLabel.tsx': 'a percentage label in the ring',
    'LinearVariants.tsx': 'indeterminate, determinate, buffer and query',
    'LinearWithLabel.tsx': 'a labelled linear bar',
    'DelayedSpinner.tsx': 'a spinner shown after a delay',
  },
  'react-skeleton': {
    'SkeletonVariants.tsx': 'text, circular, rectangular and rounded',
    'LoadingCard.tsx': 'a loading card swapped for its content',
    'InferredDimensions.tsx': 'sizes inferred from Typography and from children',
    'SkeletonAnimations.tsx': 'pulse, wave and none',
    'SkeletonGrid.tsx': 'a grid of placeholders',
    'SkeletonColor.tsx': 'a custom colour on a dark surface',
  },
};


/** The other Material UI component pages: at least the demos below, fewer than the core components need. */
const materialUiMore: Record<string, Coverage> = {
  'react-button-group': {
    'BasicButtonGroup.tsx': 'a basic group',
    'ButtonGroupVariants.tsx': 'outlined, contained and text; vertical; size, colour and disabled',
    'SplitButton.tsx': 'a split button with a menu',
  },
  'react-floating-action-button': {
    'FloatingActionButtons.tsx': 'circular and extended',
    'FabSizesAndColors.tsx': 'small, medium and large; colours; disabled',
    'ZoomFabs.tsx': 'a Zoom transition between actions',
  },
  'react-rating': {
    'HoverRating.tsx': 'a controlled rating with a hover label',
    'RatingPrecisionAndStates.tsx': 'half stars, read-only, disabled, max and sizes',
    'CustomIconRatings.tsx': 'hearts and per-value sentiment icons',
  },
  'react-toggle-button': {
    'ToggleButtons.tsx': 'exclusive and multiple groups',
    'MultipleToggleButtons.tsx': 'multiple selection with a colour',
    'ToggleButtonSizes.tsx': 'small, medium and large; vertical; disabled',
    'StandaloneToggleButton.tsx': 'a standalone toggle button',
  },
  'react-breadcrumbs': {
    'BasicBreadcrumbs.tsx': 'links and the current page',
    'CustomSeparatorBreadcrumbs.tsx': 'custom separators and icons',
    'CollapsedBreadcrumbs.tsx': 'maxItems collapsing',
  },
  'react-bottom-navigation': {
    'SimpleBottomNavigation.tsx': 'labelled actions',
    'LabelledBottomNavigation.tsx': 'labels only on the selected action; string values',
    'FixedBottomNavigation.tsx': 'fixed to the bottom of a scrolling area',
  },
  'react-speed-dial': {
    'BasicSpeedDial.tsx': 'a controlled speed dial',
    'SpeedDialDirections.tsx': 'the four directions and hidden',
    'PersistentLabelsSpeedDial.tsx': 'persistent action labels',
  },
  'react-divider': {
    'DividerVariants.tsx': 'full width, middle, text and vertical',
    'ListDividers.tsx': 'inset and middle dividers in a list',
    'DividerText.tsx': 'text alignment and a chip',
  },
  'react-paper': {
    'ElevationPaper.tsx': 'elevations',
    'PaperVariants.tsx': 'elevation, outlined and square',
    'SemanticPaper.tsx': 'a labelled section',
  },
  'react-link': {
    'Links.tsx': 'basic links',
    'LinkUnderlines.tsx': 'always, hover and none',
    'LinkVariantsAndButtons.tsx': 'typography variants, colour, new tab and a button link',
  },
  'react-image-list': {
    'TitlebarImageList.tsx': 'standard with title bars',
    'QuiltedImageList.tsx': 'quilted',
    'MasonryAndWovenImageLists.tsx': 'masonry and woven',
  },
  'react-popover': {
    'BasicPopover.tsx': 'a click-opened popover',
    'PopoverOrigins.tsx': 'anchor and transform origins',
    'MouseOverPopover.tsx': 'a hover popover',
  },
  'react-modal': {
    'BasicModal.tsx': 'a basic modal',
    'TransitionModal.tsx': 'a fading modal and backdrop',
    'NestedModals.tsx': 'nested modals',
  },
  'react-backdrop': {
    'SimpleBackdrop.tsx': 'a loading backdrop',
    'InvisibleBackdrop.tsx': 'an invisible backdrop catching clicks',
  },
  'react-transfer-list': {
    'TransferList.tsx': 'a basic transfer list',
    'EnhancedTransferList.tsx': 'select all, counts and disabled move buttons',
  },
  'react-popper': {
    'PositionedPopper.tsx': 'four placements with a fade',
    'ClosablePopper.tsx': 'click-away and Escape closing, a grow transition',
  },
  'react-textarea-autosize': {
    'AutosizeNote.tsx': 'minRows and maxRows',
    'StyledAutosize.tsx': 'styled from the theme',
  },
  'react-container': {
    'ContainerWidths.tsx': 'maxWidth and gutters',
    'FixedContainer.tsx': 'fixed widths',
  },
  transitions: {
    'TransitionsPlayground.tsx': 'the five transitions',
    'CollapseVariants.tsx': 'collapsedSize and horizontal collapse',
    'TimingAndOrigin.tsx': 'transform origin, auto and fixed timeouts, delays',
    'SlideFromContainer.tsx': 'slide directions from a container',
  },
};

const joyUi: Record<string, Coverage> = {
  'react-button': {
    'BasicButtons.tsx': 'solid, soft, outlined and plain',
    'ButtonColors.tsx': 'every variant in every colour',
    'ButtonDecorators.tsx': 'decorators, loading and disabled',
    'LoadingPositions.tsx': 'loading in the centre, start and end',
    'ButtonSizes.tsx': 'sm, md and lg; fullWidth',
    'IconButtons.tsx': 'IconButton variants, colours, sizes and disabled',
  },
  'react-input': {
    'InputDecorators.tsx': 'start and end decorators',
    'InputVariants.tsx': 'outlined, soft, solid and plain',
    'InputSizesAndColors.tsx': 'sm, md and lg; colours',
    'InputValidation.tsx': 'error, required and disabled in a FormControl',
    'NewsletterInput.tsx': 'a button decorator in a form',
  },
  'react-select': {
    'BasicSelect.tsx': 'a basic select',
    'SelectPlaceholderAndVariants.tsx': 'placeholder and the four variants',
    'MultipleSelectChips.tsx': 'multiple selection as chips',
    'SelectInForm.tsx': 'form submission, disabled option, label and helper text',
  },
  'react-autocomplete': {
    'ComboBox.tsx': 'a combo box',
    'GroupedAutocomplete.tsx': 'groups and a disabled option',
    'MultipleTags.tsx': 'multiple values',
    'FreeSoloAutocomplete.tsx': 'free text',
    'AutocompleteVariants.tsx': 'variants, sizes and disabled',
  },
  'react-checkbox': {
    'BasicCheckboxes.tsx': 'labelled checkboxes',
    'CheckboxVariantsAndColors.tsx': 'variants, colours, sizes and disabled',
    'SelectAllCheckbox.tsx': 'a controlled indeterminate parent',
    'CheckboxOverlayList.tsx': 'overlay checkboxes in list rows',
  },
  'react-radio-button': {
    'RadioButtonsGroup.tsx': 'a radio group',
    'HorizontalRadioGroup.tsx': 'horizontal orientation and a disabled radio',
    'RadioVariants.tsx': 'variants, colours and sizes',
    'RadioCards.tsx': 'overlay radio cards',
  },
  'react-switch': {
    'SwitchDemo.tsx': 'a labelled switch',
    'SwitchDecorators.tsx': 'start and end decorators',
    'SwitchVariants.tsx': 'variants, colours, sizes and disabled',
    'SwitchInFormControl.tsx': 'a horizontal FormControl with helper text',
  },
  'react-slider': {
    'SliderDemo.tsx': 'a basic slider',
    'RangeSlider.tsx': 'a range',
    'SliderMarks.tsx': 'marks and restricted values',
    'SliderVariants.tsx': 'variants, colours, sizes and disabled',
  },
  'react-card': {
    'CardDemo.tsx': 'a basic card',
    'OverflowCard.tsx': 'CardOverflow media and footer',
    'CardVariants.tsx': 'the four variants and inverted colours',
    'HorizontalCard.tsx': 'horizontal orientation with an overlay link',
  },
  'react-chip': {
    'ChipDemo.tsx': 'static, clickable and deletable chips',
    'ChipVariants.tsx': 'variants, colours, sizes and disabled',
    'DeletableChips.tsx': 'ChipDelete',
    'FilterChips.tsx': 'checkbox filter chips',
  },
  'react-modal': {
    'BasicModal.tsx': 'an alert dialog',
    'ModalLayouts.tsx': 'center and fullscreen layouts',
    'ModalVariants.tsx': 'dialog variants',
    'GuardedModal.tsx': 'ignoring a close reason',
    'ScrollingModal.tsx': 'ModalOverflow',
  },
  'react-alert': {
    'AlertDemo.tsx': 'colours, variants and an action',
    'AlertVariants.tsx': 'the four variants, every colour, a size',
    'AlertWithDecorators.tsx': 'start and end decorators, title and dismissal',
    'InvertedAlert.tsx': 'invertedColors with actions',
  },
  'react-tabs': {
    'TabsDemo.tsx': 'tabs with panels and a disabled tab',
    'TabListVariants.tsx': 'underlined, segmented and coloured small tabs',
    'VerticalTabs.tsx': 'vertical orientation',
    'ScrollableTabs.tsx': 'a scrolling tab list',
  },
  'react-menu': {
    'MenuDemo.tsx': 'a basic menu',
    'IconTriggerMenu.tsx': 'an icon trigger, decorators, divider, disabled and danger items',
    'SelectedMenuItems.tsx': 'a selected item and a small menu',
    'GroupedMenu.tsx': 'groups with subheaders and a divider',
  },
  'react-list': {
    'ListDemo.tsx': 'a basic list',
    'InteractiveList.tsx': 'selected buttons with decorators',
    'NestedList.tsx': 'nested lists with subheaders',
    'ListVariantsAndSizes.tsx': 'sizes, a variant and horizontal orientation',
  },
  'react-table': {
    'TableDemo.tsx': 'a basic table',
    'TableStripesAndBorders.tsx': 'border axes, stripes and row hover',
    'StickyHeaderTable.tsx': 'a sticky header',
    'TableVariants.tsx': 'variants, colour and size',
  },
};

/** Joy UI pages given depth beyond the main components. */
const joyUiMore: Record<string, Coverage> = {
  'react-typography': {
    'TypographyLevels.tsx': 'the level scale',
    'LevelsAndElements.tsx': 'levels decoupled from elements',
    'TypographyDecorators.tsx': 'decorators and nested highlighted text',
  },
  'react-badge': {
    'BadgeDemo.tsx': 'counts and a dot',
    'BadgeOptions.tsx': 'showZero, max, the four corners and badgeInset',
  },
  'react-tooltip': {
    'TooltipDemo.tsx': 'a basic tooltip',
    'TooltipPlacementsAndVariants.tsx': 'placements, variants and arrows',
  },
  'react-linear-progress': {
    'LinearDemo.tsx': 'indeterminate and determinate bars',
    'LinearProgressOptions.tsx': 'the four variants, determinate and a labelled thick bar',
  },
  'react-circular-progress': {
    'CircularDemo.tsx': 'indeterminate and determinate rings',
    'CircularProgressOptions.tsx': 'sizes, colours, a labelled ring and a button decorator',
  },
  'react-textarea': {
    'TextareaDemo.tsx': 'a basic textarea',
    'TextareaOptions.tsx': 'toolbar and counter decorators, variants and error',
  },
  'react-stepper': {
    'StepperDemo.tsx': 'a horizontal stepper with indicators',
    'StepperOrientations.tsx': 'vertical with step buttons; indicators above labels',
  },
  'react-drawer': {
    'DrawerDemo.tsx': 'a navigation drawer',
    'DrawerAnchorsAndSizes.tsx': 'the four anchors, three sizes and a styled content slot',
  },
  'react-skeleton': {
    'SkeletonDemo.tsx': 'a loading card',
    'SkeletonShapes.tsx': 'circular, text, overlay and inline; the three animations',
  },
  'react-avatar': {
    'AvatarDemo.tsx': 'image, initials and a group',
    'AvatarOptions.tsx': 'sizes, variants, colours, fallbacks and an overflow group',
  },
};

const baseUi: Record<string, Coverage> = {
  'react-button': {
    UnstyledButtons: 'state classes in three stylings',
    LinkButton: 'a link root',
    'DisabledFocusableButton.tsx': 'focusableWhenDisabled',
    'UseButtonHook.tsx': 'the useButton hook',
  },
  'react-switch': {
    UnstyledSwitch: 'a styled switch in three stylings',
    'ControlledSwitchStates.tsx': 'controlled, disabled off and on',
    'UseSwitchHook.tsx': 'the useSwitch hook',
  },
  'react-slider': {
    'RangeSlider.tsx': 'a range with marks',
    'VerticalMarkedSlider.tsx': 'vertical, labelled marks only, disabled',
  },
  'react-input': {
    UnstyledInput: 'a styled input in three stylings',
    'AdornedInput.tsx': 'adornments, error and disabled',
    'MultilineInput.tsx': 'multiline with minRows and maxRows',
  },
  'react-select': {
    'UnstyledSelect.tsx': 'a styled select',
    'MultipleGroupedSelect.tsx': 'multiple, groups, a disabled option and a name',
  },
  'react-tabs': {
    'UnstyledTabs.tsx': 'styled tabs with panels',
    'VerticalManualTabs.tsx': 'vertical, manual activation and a disabled tab',
  },
  'react-menu': {
    'UnstyledMenu.tsx': 'a styled menu with a disabled item',
    'ControlledDropdownMenu.tsx': 'controlled open state and actions',
  },
  'react-number-input': {
    'NumberInputDemo.tsx': 'bounds and reordered buttons',
    'ControlledNumberInput.tsx': 'controlled value, step, shiftMultiplier and disabled',
  },
  'react-badge': {
    'UnstyledBadge.tsx': 'a styled badge',
    'BadgeVisibilityAndMax.tsx': 'hidden at zero, showZero and max',
  },
  'react-snackbar': {
    'UnstyledSnackbar.tsx': 'an auto-hiding toast',
    'CloseReasonsSnackbar.tsx': 'close reasons, ignoring click-away',
  },
  'react-modal': {
    'UnstyledModal.tsx': 'a modal with a backdrop slot',
    'KeepMountedModal.tsx': 'keepMounted and the hidden class',
  },
};

const depth: Array<[label: string, product: string, pages: Record<string, Coverage>]> = [
  ['Material UI core components', 'material-ui', materialUi],
  ['other Material UI components', 'material-ui', materialUiMore],
  ['Joy UI main components', 'joy-ui', joyUi],
  ['other Joy UI components', 'joy-ui', joyUiMore],
  ['Base UI', 'base-ui', baseUi],
];

const DEMO_REFERENCE = /^\{\{\s*"demo"\s*:\s*"([^"]+)"/gm;

/** The demos a page references, in order. */
function demoReferences(pageDir: string): string[] {
  const markdown = fs.readFileSync(path.join(pagesDir, pageDir, 'index.md'), 'utf8');
  return [...markdown.matchAll(DEMO_REFERENCE)].map((match) => match[1]);
}

describe('component pages carry a demo for each thing they describe', () => {
  for (const [label, product, pages] of depth) {
    describe(label, () => {
      for (const [page, coverage] of Object.entries(pages)) {
        const expected = Object.keys(coverage);
        it(`${page} has at least ${expected.length} demos`, () => {
          const referenced = demoReferences(path.join(product, page));
          expect(referenced.length).toBeGreaterThanOrEqual(expected.length);
          expect(expected.filter((demo) => !referenced.includes(demo))).toEqual([]);
        });
      }
    });
  }

  it('lists every core Material UI component with at least six demos', () => {
    for (const coverage of Object.values(materialUi)) {
      expect(Object.keys(coverage).length).toBeGreaterThanOrEqual(6);
    }
    expect(Object.keys(materialUi)).toHaveLength(30);
  });

  it('gives the main Joy UI components at least three demos each', () => {
    for (const coverage of Object.values(joyUi)) {
      expect(Object.keys(coverage).length).toBeGreaterThanOrEqual(3);
    }
  });
});
