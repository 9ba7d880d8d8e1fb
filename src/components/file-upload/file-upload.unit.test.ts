import { describe, expect, it } from "vitest"
import {
  describeRules,
  rejectionReason,
  rulesProblem,
  type FileRules,
} from "./file-upload-settings"
import { formatFileSize } from "./file-upload-size"

describe("formatFileSize", () => {
  it("shows bytes below 1000 as they are", () => {
    expect(formatFileSize(0)).toBe("0 B")
    expect(formatFileSize(1)).toBe("1 B")
    expect(formatFileSize(999)).toBe("999 B")
  })

  it("uses decimal units with three significant digits", () => {
    expect(formatFileSize(1000)).toBe("1 kB")
    expect(formatFileSize(1234)).toBe("1.23 kB")
    expect(formatFileSize(12_345)).toBe("12.3 kB")
    expect(formatFileSize(123_456)).toBe("123 kB")
    expect(formatFileSize(1_500_000)).toBe("1.5 MB")
    expect(formatFileSize(2_345_678_901)).toBe("2.35 GB")
    expect(formatFileSize(7e12)).toBe("7 TB")
  })

  it("carries a value that rounds up to 1000 into the next unit", () => {
    expect(formatFileSize(999_999)).toBe("1 MB")
    expect(formatFileSize(999_499)).toBe("999 kB")
  })

  it("stops at the largest unit and never throws on bad input", () => {
    expect(formatFileSize(3e18)).toBe("3000 PB")
    expect(formatFileSize(-1)).toBe("unknown size")
    expect(formatFileSize(Number.NaN)).toBe("unknown size")
    expect(formatFileSize(Number.POSITIVE_INFINITY)).toBe("unknown size")
  })
})

const defaults: FileRules = {
  maxFiles: 1,
  accept: "",
  minFileSize: 0,
  maxFileSize: Number.POSITIVE_INFINITY,
}

describe("file rules", () => {
  it("describes the defaults and each limit", () => {
    expect(describeRules(defaults)).toBe("Up to 1 file, any type, any size.")
    expect(describeRules({ ...defaults, maxFiles: 3, accept: "image/*", maxFileSize: 1500 })).toBe(
      "Up to 3 files, type image/*, up to 1.5 kB.",
    )
    expect(describeRules({ ...defaults, minFileSize: 10 })).toBe(
      "Up to 1 file, any type, at least 10 B.",
    )
    expect(describeRules({ ...defaults, minFileSize: 10, maxFileSize: 2000 })).toBe(
      "Up to 1 file, any type, 10 B to 2 kB.",
    )
  })

  it("flags a min size above the max size", () => {
    expect(rulesProblem(defaults)).toBeNull()
    expect(rulesProblem({ ...defaults, minFileSize: 10, maxFileSize: 10 })).toBeNull()
    expect(rulesProblem({ ...defaults, minFileSize: 11, maxFileSize: 10 })).toMatch(
      /every file will be rejected/,
    )
  })

  it("explains each rejection code", () => {
    const rules = { ...defaults, accept: "image/*", minFileSize: 5, maxFileSize: 1000 }
    expect(rejectionReason("FILE_TOO_LARGE", rules)).toBe("larger than 1 kB")
    expect(rejectionReason("FILE_TOO_SMALL", rules)).toBe("smaller than 5 B")
    expect(rejectionReason("FILE_INVALID_TYPE", rules)).toBe("not of type image/*")
    expect(rejectionReason("TOO_MANY_FILES", rules)).toBe("only 1 file is allowed")
    expect(rejectionReason("TOO_MANY_FILES", { ...rules, maxFiles: 2 })).toBe("over 2 files")
    expect(rejectionReason("SOMETHING_ELSE", rules)).toBe("not accepted")
  })
})
