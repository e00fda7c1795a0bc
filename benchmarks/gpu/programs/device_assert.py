"""A training loop with one bad label: an index one past the end of an embedding at step BAD (default 30).

Real failure, real place: without CUDA_LAUNCH_BLOCKING=1 the device-side assert is reported later, at the
next synchronising call (the loss print); with it, at the embedding lookup that used the bad index.
"""
import sys

import torch

bad_step = int(sys.argv[1]) if len(sys.argv) > 1 else 30
torch.manual_seed(0)
device = "cuda"
vocabulary = 1000
embedding = torch.nn.Embedding(vocabulary, 256).to(device)
head = torch.nn.Linear(256, vocabulary).to(device)
optimiser = torch.optim.SGD(list(embedding.parameters()) + list(head.parameters()), lr=0.1)

for step in range(100):
    tokens = torch.randint(0, vocabulary, (4096,), device=device)
    if step == bad_step:
        tokens[7] = vocabulary  # the bug: one past the end
    hidden = embedding(tokens)
    logits = head(torch.relu(hidden))
    loss = torch.nn.functional.cross_entropy(logits, tokens.clamp(max=vocabulary - 1))
    optimiser.zero_grad()
    loss.backward()
    optimiser.step()
    if step % 10 == 9:
        print(f"step {step + 1} loss {loss.item():.4f}", flush=True)
print("done")
