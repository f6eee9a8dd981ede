/** @jest-environment jsdom */
import React from "react"
import { render, screen } from "@testing-library/react"
import { ToolSummary } from "../../../src/components/tools/ToolSummary"
import { toolDetails } from "../../../src/lib/tools/tool-details"

const tool = toolDetails({
  id: "1",
  title: "Pipeline template",
  toolsDetails: [{ toolName: "Sales pipeline template", summary: "Six stages.", description: "One.\n\nTwo.", pricing: "Free", recommendedFor: "Agencies" }],
})

test("the name is the page's h1; who it is for and its price are a described list; the description follows in paragraphs", () => {
  render(<ToolSummary tool={tool} index={{ path: "/resources/tools", title: "Free tools" }} eyebrow="Free tool" />)
  expect(screen.getByRole("heading", { level: 1, name: "Sales pipeline template" })).toBeInTheDocument()
  expect(screen.getAllByRole("term").map((term) => term.textContent)).toEqual(["Recommended for", "Pricing"])
  expect(screen.getAllByRole("definition").map((value) => value.textContent)).toEqual(["Agencies", "Free"])
  expect(screen.getByRole("link", { name: "Free tool" })).toHaveAttribute("href", "/resources/tools")
  expect(screen.getByRole("heading", { level: 2, name: "About this tool" })).toBeInTheDocument()
  expect(screen.getByText("One.").tagName).toBe("P")
  expect(screen.getByText("Two.").tagName).toBe("P")
})

test("a tool with only a name: no empty facts box, no description heading, and a plain eyebrow without an index", () => {
  render(<ToolSummary tool={toolDetails({ id: "2", title: "Bare tool", toolsDetails: null })} index={null} eyebrow="Free tool" />)
  expect(screen.getByRole("heading", { level: 1, name: "Bare tool" })).toBeInTheDocument()
  expect(screen.queryByRole("term")).not.toBeInTheDocument()
  expect(screen.queryByRole("heading", { level: 2 })).not.toBeInTheDocument()
  expect(screen.queryByRole("link")).not.toBeInTheDocument()
  expect(screen.getByText("Free tool")).toBeInTheDocument()
})
