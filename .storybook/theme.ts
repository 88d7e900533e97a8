/** The Storybook manager's look, built from Tessera's tokens. */
import { create } from 'storybook/theming/create';
import { colors, fontFamily, radii } from '../src/tokens';

export const managerTheme = create({
  base: 'light',
  brandTitle: 'Tessera Docs',
  brandUrl: '/',
  brandImage: './tessera-logo.svg',
  brandTarget: '_self',
  fontBase: fontFamily.sans,
  fontCode: fontFamily.mono,
  colorPrimary: colors.primary.srgb,
  colorSecondary: colors.primaryStrong.srgb,
  appBg: colors.grayFaint.srgb,
  appContentBg: colors.white.srgb,
  appPreviewBg: colors.white.srgb,
  appBorderColor: colors.grayLight.srgb,
  appBorderRadius: radii.control,
  textColor: colors.black.srgb,
  textMutedColor: colors.grayDark.srgb,
  textInverseColor: colors.white.srgb,
  barTextColor: colors.grayDark.srgb,
  barSelectedColor: colors.primaryStrong.srgb,
  barHoverColor: colors.primaryStrong.srgb,
  barBg: colors.white.srgb,
  inputBg: colors.white.srgb,
  inputBorder: colors.grayLight.srgb,
  inputTextColor: colors.black.srgb,
  inputBorderRadius: radii.control,
});
