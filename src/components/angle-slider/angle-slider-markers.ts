/** The angles the angle slider demo marks on its dial: every 45 degrees, as zag's example does. */
export const angleSliderMarkers = [0, 45, 90, 135, 180, 225, 270, 315] as const
