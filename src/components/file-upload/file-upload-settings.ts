import type { FileError } from "@zag-js/file-upload"
import { formatFileSize } from "./file-upload-size"

/** The limits a file is checked against, as the machine receives them. */
export interface FileRules {
  maxFiles: number
  /** Empty when any type is accepted. */
  accept: string
  minFileSize: number
  /** `Infinity` when there is no limit. */
  maxFileSize: number
}

/** The rules from the demo's settings, as its controls give them. */
export function fileRules(settings: {
  maxFiles: number
  accept: string
  minFileSize: number
  maxFileSize: number
}): FileRules {
  return {
    maxFiles: Math.max(1, Math.floor(settings.maxFiles)),
    accept: settings.accept.trim(),
    minFileSize: settings.minFileSize,
    // The control uses 0 for "no limit"; zag wants Infinity.
    maxFileSize: settings.maxFileSize > 0 ? settings.maxFileSize : Number.POSITIVE_INFINITY,
  }
}

function sizeRange({ minFileSize, maxFileSize }: FileRules): string {
  const hasMax = Number.isFinite(maxFileSize)
  if (minFileSize > 0 && hasMax)
    return `${formatFileSize(minFileSize)} to ${formatFileSize(maxFileSize)}`
  if (minFileSize > 0) return `at least ${formatFileSize(minFileSize)}`
  if (hasMax) return `up to ${formatFileSize(maxFileSize)}`
  return "any size"
}

/** One line telling the visitor what will be accepted, e.g. "Up to 1 file, any type, any size." */
export function describeRules(rules: FileRules): string {
  const files = rules.maxFiles === 1 ? "1 file" : `${rules.maxFiles} files`
  const types = rules.accept ? `type ${rules.accept}` : "any type"
  return `Up to ${files}, ${types}, ${sizeRange(rules)}.`
}

/** A settings combination no file can pass, or null. */
export function rulesProblem(rules: FileRules): string | null {
  if (rules.minFileSize > rules.maxFileSize)
    return "The min file size is above the max file size: every file will be rejected."
  return null
}

/** Why a file was rejected, in words, for one of zag's rejection codes. */
export function rejectionReason(code: FileError, rules: FileRules): string {
  switch (code) {
    case "FILE_TOO_LARGE":
      return `larger than ${formatFileSize(rules.maxFileSize)}`
    case "FILE_TOO_SMALL":
      return `smaller than ${formatFileSize(rules.minFileSize)}`
    case "FILE_INVALID_TYPE":
      return `not of type ${rules.accept}`
    case "TOO_MANY_FILES":
      return rules.maxFiles === 1 ? "only 1 file is allowed" : `over ${rules.maxFiles} files`
    case "FILE_EXISTS":
      return "already added"
    default:
      return "not accepted"
  }
}
