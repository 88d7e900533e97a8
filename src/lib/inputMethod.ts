/**
 * Key presses an input method owns. While a composition is open (Japanese, Chinese or Korean
 * text, full-width digits), Enter confirms the conversion, Escape cancels it and the arrows move
 * among the candidates: none of them is the page's. Chromium and Firefox mark such a key press
 * `isComposing`; Safari sends the confirming Enter after `compositionend`, with the key code 229
 * every browser gives a key the input method took.
 */
export function isComposing(event: KeyboardEvent | { nativeEvent: KeyboardEvent }): boolean {
  const native = 'nativeEvent' in event ? event.nativeEvent : event;
  return native.isComposing || native.keyCode === 229;
}
