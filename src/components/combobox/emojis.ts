/** An emoji of the emoji picker: a value, its name, the character and words that find it. */
export interface Emoji {
  value: string
  label: string
  emoji: string
  keywords: readonly string[]
}

const e = (value: string, emoji: string, label: string, ...keywords: string[]): Emoji => ({
  value,
  emoji,
  label,
  keywords,
})

/** 40 emojis, five rows of the picker's eight columns. */
export const emojis: readonly Emoji[] = [
  e("grinning", "😀", "Grinning face", "smile", "happy"),
  e("joy", "😂", "Face with tears of joy", "laugh", "lol"),
  e("wink", "😉", "Winking face", "flirt"),
  e("heart-eyes", "😍", "Smiling face with heart-eyes", "love", "crush"),
  e("thinking", "🤔", "Thinking face", "hmm", "wonder"),
  e("sleepy", "😴", "Sleeping face", "tired", "zzz"),
  e("cool", "😎", "Smiling face with sunglasses", "sun", "cool"),
  e("party", "🥳", "Partying face", "celebrate", "birthday"),
  e("wave", "👋", "Waving hand", "hello", "bye"),
  e("thumbs-up", "👍", "Thumbs up", "yes", "ok", "like"),
  e("clap", "👏", "Clapping hands", "applause", "bravo"),
  e("pray", "🙏", "Folded hands", "please", "thanks"),
  e("muscle", "💪", "Flexed biceps", "strong"),
  e("eyes", "👀", "Eyes", "look", "see"),
  e("brain", "🧠", "Brain", "smart", "think"),
  e("heart", "❤️", "Red heart", "love"),
  e("cat", "🐱", "Cat face", "kitten", "pet"),
  e("dog", "🐶", "Dog face", "puppy", "pet"),
  e("fox", "🦊", "Fox", "animal"),
  e("panda", "🐼", "Panda", "animal", "bear"),
  e("owl", "🦉", "Owl", "bird", "night"),
  e("turtle", "🐢", "Turtle", "slow", "animal"),
  e("octopus", "🐙", "Octopus", "sea", "animal"),
  e("cactus", "🌵", "Cactus", "desert", "plant"),
  e("apple", "🍎", "Red apple", "fruit"),
  e("banana", "🍌", "Banana", "fruit"),
  e("avocado", "🥑", "Avocado", "fruit", "guacamole"),
  e("pizza", "🍕", "Pizza", "food", "slice"),
  e("taco", "🌮", "Taco", "food", "mexican"),
  e("sushi", "🍣", "Sushi", "food", "fish"),
  e("coffee", "☕", "Hot beverage", "coffee", "tea"),
  e("cake", "🍰", "Shortcake", "dessert", "birthday"),
  e("rocket", "🚀", "Rocket", "launch", "space"),
  e("bike", "🚲", "Bicycle", "cycle", "ride"),
  e("train", "🚆", "Train", "travel", "rail"),
  e("plane", "✈️", "Airplane", "travel", "flight"),
  e("island", "🏝️", "Desert island", "holiday", "beach"),
  e("mountain", "⛰️", "Mountain", "hike"),
  e("sun", "☀️", "Sun", "weather", "sunny"),
  e("rainbow", "🌈", "Rainbow", "weather", "pride"),
]

/** Emojis whose name or keywords contain the query, ignoring case. */
export function searchEmojis(query: string): readonly Emoji[] {
  const needle = query.trim().toLowerCase()
  if (!needle) return emojis
  return emojis.filter(
    (item) =>
      item.label.toLowerCase().includes(needle) ||
      item.keywords.some((word) => word.includes(needle)),
  )
}
