import { Prose } from '@/shared/ui/Page';

/** Renders a post's plain-text content (see posts.ts) as headings, lists and paragraphs. */
export function BlogContent({ content }: { content: string }) {
  const blocks = content.split(/\n\s*\n/).map((block) => block.trim());
  return (
    <Prose>
      {blocks.map((block, index) => {
        if (block.startsWith('## ')) return <h2 key={index}>{block.slice(3)}</h2>;
        const lines = block.split('\n');
        if (lines.every((line) => line.startsWith('- '))) {
          return (
            <ul key={index}>
              {lines.map((line) => (
                <li key={line}>{line.slice(2)}</li>
              ))}
            </ul>
          );
        }
        return <p key={index}>{block}</p>;
      })}
    </Prose>
  );
}
