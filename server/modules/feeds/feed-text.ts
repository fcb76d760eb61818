// A downloaded feed's bytes as text: UTF-8 unless the XML declaration names Latin-1 (older portal exports).

export async function* decodeFeed(bytes: AsyncIterable<Buffer>): AsyncGenerator<string> {
  let decoder: TextDecoder | null = null
  for await (const chunk of bytes) {
    if (!decoder) {
      const head = chunk.subarray(0, 200).toString('latin1')
      const declared = /encoding=["']([\w-]+)["']/i.exec(head)?.[1]?.toLowerCase()
      decoder = new TextDecoder(
        declared === 'iso-8859-1' || declared === 'windows-1252' ? 'windows-1252' : 'utf-8',
      )
    }
    yield decoder.decode(chunk, { stream: true })
  }
  if (decoder) yield decoder.decode()
}
